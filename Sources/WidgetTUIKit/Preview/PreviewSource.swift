import Essentials
import PetRenderer
import SharedData

/// What the previewer needs from the group container: the seam between the interaction logic and
/// the data. It loads and watches; drawing is done from what it loaded. The preview's loop calls it
/// on the main actor only.
public protocol PreviewSource: AnyObject {
    /// The App Group identifier, for the status line.
    var groupIdentifier: String { get }
    /// The widget's kind: reload requests for another kind do not reach it.
    var kind: String { get }

    /// Reads the group once, as the widget's provider does on a reload, and builds from it all the
    /// preview draws: the timeline from `now` with night in the time zone of `settings`, and the
    /// renderer of every surface. Throws, saying why, when the group cannot be read.
    func load(now: Date, settings: RenderSettings) throws -> PreviewContent

    /// A descriptor that becomes readable when something in the container may have changed: the
    /// loop then asks for `containerEvents()`. nil when nothing watches the container.
    var containerDescriptor: Int32? { get }

    /// How long the loop may wait before it asks for `containerEvents()` without a notification:
    /// when nothing watches the container, and while there is a reason to look again soon; nil
    /// when only a notification should make it look.
    var containerPollInterval: Duration? { get }

    /// What happened in the container since the last call, in order.
    func containerEvents() -> [ContainerEvent]

    /// Presses a widget button: runs `intent` where WidgetKit would with the app `app`, at `date`,
    /// as `widget-tui intent` does. Throws, with nothing written, when it is refused or cannot write.
    /// The interaction reload it requests is the caller's to rebuild for; the watcher skips it.
    func perform(_ intent: WidgetIntent, app: AppState, at date: Date) throws -> IntentReport

    /// Reads the sprite sheet again after `spriteSheetChanged`, and draws the last load's data with
    /// it: the same timeline, new renderers, and no read of the group (a data change unannounced
    /// stays unread). nil when nothing was loaded yet: the next load draws with the new sheet.
    /// Throws, with the last good sheet kept, when the files do not make a sheet (yet).
    func reloadSpriteSheet() throws -> PreviewContent?
}

/// Something the container's watcher saw. It never reads the group's data: a reload does.
public enum ContainerEvent: Equatable, Sendable {
    /// The group's data changed, and no reload request followed.
    case dataChanged
    /// The group's data changed in a container that keeps no reload record (iOS keeps none):
    /// whether the app requested a reload cannot be known.
    case dataChangedWithoutRecord
    /// The app asked for a reload: `reloadTimelines(ofKind:)`, or `reloadAllTimelines()` when nil;
    /// `interaction` when WidgetKit made it after a widget button's intent ran.
    case reloadRequested(kind: String?, interaction: Bool = false)
    /// The container is missing or its reload requests unreadable.
    case failed(String)
    /// The container is readable again after a failure; says where it is.
    case recovered(String)
    /// The `--sprites` sheet's files changed on disk (watched beside the container).
    case spriteSheetChanged
}
