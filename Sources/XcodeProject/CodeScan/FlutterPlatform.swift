import Essentials

/// The Apple platform a Flutter app's Dart runs on when checked with one of its Runner projects:
/// `ios/` is the iPhone app, `macos/` the Mac app, each with widgets of its own (round 13
/// reSchool). The same Dart runs in both, each taking its own platform branches.
enum FlutterPlatform: Sendable {
    case iOS, macOS

    /// The project's platform: its folder's name, as `flutter create` lays them out; iOS otherwise
    /// (a widget project kept elsewhere serves the iPhone app).
    init(runner project: URL) {
        self = project.deletingLastPathComponent().lastPathComponent == "macos" ? .macOS : .iOS
    }

    /// `Platform`'s getter that is true here.
    var getter: String {
        switch self {
        case .iOS: "isIOS"
        case .macOS: "isMacOS"
        }
    }
}
