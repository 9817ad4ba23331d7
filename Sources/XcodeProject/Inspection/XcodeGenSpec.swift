import Essentials

/// What an XcodeGen spec's text says, read line by line as plain YAML (templates, anchors and the
/// merging of includes are XcodeGen's to evaluate): whether a YAML file is a spec at all, the
/// project it makes, what its targets are, and the specs it includes. XcodeGen reads whatever
/// file `--spec` names, so a spec is told by its content, not by the name `project.yml`:
/// tutao/tutanota generates its calendar app and widget from `app-ios/calendar-project.yml`
/// beside `mail-project.yml`, and multi-brand apps keep a spec per brand.
struct XcodeGenSpec {
    /// XcodeGen's product types (a target's `type:`, Xcode's `com.apple.product-type.` names).
    static let productTypes: Set<String> = [
        "application", "application.messages", "application.watchapp", "application.watchapp2", "application.watchapp2-container",
        "application.on-demand-install-capable", "app-extension", "app-extension.messages", "app-extension.messages-sticker-pack",
        "app-extension.intents-service", "extensionkit-extension", "watchkit-extension", "watchkit2-extension", "tv-app-extension",
        "framework", "framework.static", "xcframework", "library.static", "library.dynamic", "bundle", "bundle.unit-test",
        "bundle.ui-testing", "bundle.ocunit-test", "tool", "xpc-service", "xcode-extension", "instruments-package", "metal-library",
        "driver-extension", "system-extension",
    ]
    /// Lines read of a spec: specs are a few hundred.
    static let maximumLines = 5_000
    /// Includes kept of one spec.
    static let maximumIncludes = 64

    /// The top-level `name:`: the project is `<name>.xcodeproj`.
    private(set) var name: String?
    /// Whether a top-level `targets:` is written.
    private(set) var declaresTargets = false
    /// The product types its targets and target templates are given.
    private(set) var types: Set<String> = []
    /// Whether it names WidgetKit's extension point (an `info:` it writes): a widget extension. Not
    /// `WidgetKit.framework`, which an app links to reload its widgets.
    private(set) var declaresWidget = false
    /// The specs it includes (`include: [a.yml]`, `- path: b.yml`), as written.
    private(set) var includes: [String] = []

    init(_ text: String) {
        var block = "", inIncludeList = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(Self.maximumLines) {
            let trimmed = line.trimmingWhitespace
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            if let first = line.first, first != " ", first != "\t", first != "-" {
                // A top-level key: the block the lines below belong to.
                block = String(trimmed.prefix { $0 != ":" })
                let rest = Substring(trimmed.drop { $0 != ":" }.dropFirst())
                inIncludeList = false
                switch block {
                case "name": name = Self.unquoted(rest)
                case "targets": declaresTargets = true
                case "include":
                    let value = rest.trimmingWhitespace
                    if value.hasPrefix("[") {
                        includes += value.dropFirst().prefix { $0 != "]" }.split(separator: ",").map { Self.unquoted($0) }
                    } else if !value.isEmpty {
                        includes.append(Self.unquoted(Substring(value)))
                    }
                    inIncludeList = value.isEmpty
                default: break
                }
                continue
            }
            if trimmed.contains("com.apple.widgetkit-extension") { declaresWidget = true }
            if inIncludeList {
                if trimmed.hasPrefix("- path:") {
                    includes.append(Self.unquoted(trimmed.dropFirst("- path:".count)))
                } else if trimmed.hasPrefix("- ") {
                    includes.append(Self.unquoted(trimmed.dropFirst(2)))
                }
            } else if block == "targets" || block == "targetTemplates", trimmed.hasPrefix("type:") {
                let type = Self.unquoted(trimmed.dropFirst("type:".count))
                if Self.productTypes.contains(type) { types.insert(type) }
            }
        }
        includes = Array(includes.filter { !$0.isEmpty }.prefix(Self.maximumIncludes))
    }

    /// Whether the text is an XcodeGen spec: a top-level `targets:` with XcodeGen's product types,
    /// or beside a top-level `name:` (a spec whose targets all come from templates).
    var isSpec: Bool { declaresTargets && (!types.isEmpty || name != nil) }

    /// How strongly the spec's own targets point at the widget's project: a WidgetKit extension
    /// (3), another app extension (2), an app (1), none (0).
    var kind: Int {
        if declaresWidget, types.contains(where: { $0.hasPrefix("app-extension") || $0 == "extensionkit-extension" }) { return 3 }
        if types.contains(where: { $0.hasPrefix("app-extension") || $0 == "extensionkit-extension" }) { return 2 }
        return types.contains { $0.hasPrefix("application") } ? 1 : 0
    }

    /// A YAML scalar as written: without a trailing comment and its quotes.
    static func unquoted(_ text: Substring) -> String {
        var value = text.trimmingWhitespace
        if let hash = value.firstIndex(of: "#"), value.first != "\"", value.first != "'" { value = String(value[..<hash]).trimmingWhitespace }
        if let first = value.first, first == "\"" || first == "'", let close = value.dropFirst().firstIndex(of: first) {
            value = String(value[value.index(after: value.startIndex)..<close])
        }
        return value
    }
}
