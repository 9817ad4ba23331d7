/// A `@main` entry point in Swift code no target compiles, read where no extension builds a widget
/// (issue 37 class 10): a `WidgetBundle` or a single `Widget`, each of which needs a widget
/// extension of its own (an extension has one `@main`), or an `App` left out of the project (a
/// watch app, whose widget extension goes under it). AllybyWaiter+Ally-ios has two bundles in no
/// target, the iPhone's and the watch's, beside a watch app in no target either.
public struct UnbuiltEntryPoint: Sendable, Hashable {
    public enum Kind: String, Sendable {
        case widgetBundle, widget, app
    }

    public let kind: Kind
    /// The `@main` type.
    public let name: String
    public let file: String
    public let line: Int
    /// Its file, then the files declaring the widgets it registers by name (through the bundles it
    /// names), each once: the files of one extension, wherever they lie.
    public let files: [String]
    /// The platforms its code can be built for, of iOS, watchOS and macOS in that order: what the
    /// code uses (`PlatformEvidence`), narrowed by its folder (under an app's of those platforms, or
    /// beside one and named after it) when the code leaves several. One when the evidence decides.
    public let platforms: [ApplePlatform]

    public init(kind: Kind, name: String, file: String, line: Int, files: [String], platforms: [ApplePlatform]) {
        self.kind = kind
        self.name = name
        self.file = file
        self.line = line
        self.files = files
        self.platforms = platforms
    }
}
