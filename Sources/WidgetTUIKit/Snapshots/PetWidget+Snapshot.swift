import FrameOutput
import PetRenderer

extension PetWidget {
    /// One selected frame drawn as a snapshot: the home widget stamped with the data's digest, a Live
    /// Activity surface drawn by `activity` and stamped with the state's digest.
    public func snapshot(of frame: FrameSelection.Frame, settings: RenderSettings, activity: LiveActivityRenderer? = nil) throws(WidgetTUIError) -> Snapshot {
        switch frame.subject {
        case let .home(family):
            var settings = settings
            settings.family = family
            return Snapshot(frame: renderer.frame(at: frame.date, settings: settings), entryIndex: frame.entry,
                            digest: renderer.dataDigest)
        case let .liveActivity(surface):
            guard let activity else { throw WidgetTUIError("\(surface.argument): no pet's Live Activity was chosen to draw it") }
            return Snapshot(frame: activity.frame(surface, at: frame.date, settings: settings), entryIndex: frame.entry,
                            digest: activity.digest)
        }
    }
}
