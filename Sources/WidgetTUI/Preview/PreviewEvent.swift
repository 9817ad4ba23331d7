import Foundation

/// Everything that can change the preview.
enum PreviewEvent: Equatable, Sendable {
    case key(Key)
    /// The loop woke at this wall-clock time: the next entry, a reload or a key may be due.
    case tick(Date)
    case resize(TerminalSize)
    /// SIGINT, SIGTERM or SIGHUP reached the loop.
    case signal(Int32)
    case container(ContainerEvent)
    /// A `buildTimeline` effect succeeded.
    case timelineBuilt(PreviewTimeline, ReloadReason)
    /// A `buildTimeline` effect failed with this message.
    case timelineFailed(String, ReloadReason)
}

/// Work the state machine asks its runner to do; the result comes back as an event.
enum PreviewEffect: Equatable, Sendable {
    case buildTimeline(at: Date, reason: ReloadReason)
}

/// Why the preview ends.
enum PreviewExit: Equatable, Sendable {
    case quit
    case signal(Int32)

    /// The process exit code: 0, or 128 + the signal as shells report it.
    var exitCode: Int32 {
        switch self {
        case .quit: 0
        case .signal(let signal): 128 + signal
        }
    }
}

/// A line for the message row.
struct PreviewMessage: Equatable, Sendable {
    var text: String
    var isWarning: Bool

    static func info(_ text: String) -> PreviewMessage { PreviewMessage(text: text, isWarning: false) }
    static func warning(_ text: String) -> PreviewMessage { PreviewMessage(text: text, isWarning: true) }
}
