import Essentials
import SharedData

/// Everything that can change the preview.
public enum PreviewEvent: Equatable, Sendable {
    case key(Key)
    /// The loop woke at this wall-clock time: the next entry, a reload or a key may be due.
    case tick(Date)
    case resize(TerminalSize)
    /// SIGINT, SIGTERM or SIGHUP reached the loop.
    case signal(Int32)
    case container(ContainerEvent)
    /// A `buildTimeline` effect succeeded: the group was read once into this content.
    case timelineBuilt(PreviewContent, TimelineBuildReason)
    /// A `buildTimeline` effect failed with this message.
    case timelineFailed(String, TimelineBuildReason)
    /// A `runIntent` effect ran: where, what it wrote, the reload requested.
    case intentRan(IntentReport)
    /// A `runIntent` effect's button was refused: no process may run its intent, or its write landed
    /// in the widget extension. Nothing was written.
    case intentRefused(WidgetIntent, IntentRefusal)
    /// A `runIntent` effect could not write (the data, the lock, the container); nothing was written. Says why.
    case intentFailed(String)
    /// A `reloadSpriteSheet` effect read the new sheet: the last load drawn with it, nil before any load.
    case spriteSheetLoaded(PreviewContent?)
    /// A `reloadSpriteSheet` effect failed with this message; the last good sheet stays.
    case spriteSheetFailed(String)
}

/// Work `update` asks its runner to do, returned beside the new state as bubbletea's commands are;
/// the result comes back as an event.
public enum PreviewEffect: Equatable, Sendable {
    /// Read the group and build the timeline from `at`.
    case buildTimeline(at: Date, reason: TimelineBuildReason)
    /// A widget button was pressed at `at` (the moment on screen) with the app `app`.
    case runIntent(WidgetIntent, app: AppState, at: Date)
    /// The sprite sheet changed on disk: read it again and redraw the data on screen with it.
    case reloadSpriteSheet
}

/// Why the preview ends.
public enum PreviewExit: Equatable, Sendable {
    case quit
    case signal(Int32)

    /// The process exit code: 0, or 128 + the signal as shells report it.
    public var exitCode: Int32 {
        switch self {
        case .quit: 0
        case .signal(let signal): 128 + signal
        }
    }
}

/// A line for the message row.
public struct PreviewMessage: Equatable, Sendable {
    public var text: String
    public var isWarning: Bool

    public init(text: String, isWarning: Bool) {
        self.text = text
        self.isWarning = isWarning
    }

    public static func info(_ text: String) -> PreviewMessage { PreviewMessage(text: text, isWarning: false) }
    public static func warning(_ text: String) -> PreviewMessage { PreviewMessage(text: text, isWarning: true) }
}
