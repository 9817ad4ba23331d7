import Essentials

/// A widget configuration in a Swift file no target compiles.
public struct UnbuiltWidget: Sendable, Hashable {
    public let file: String
    public let line: Int
    /// `StaticConfiguration`, `AppIntentConfiguration` or `IntentConfiguration`.
    public let configuration: String
}

/// Widget code that no target builds (issue 37 class 10): read only in a project without an app
/// extension target, where it may be the only widget there is; elsewhere stray copies are
/// leftovers (lead's decision 20) and are not read. Live Activities and controls are not widgets
/// here. At most `maximumFiles` files are read, each within the scope's source-file limit.
enum UnbuiltWidgets {
    static let maximumFiles = 200
    static let configurations: [StaticString] = ["StaticConfiguration", "AppIntentConfiguration", "IntentConfiguration"]

    static func find(_ files: [URL], untargeted: [String], targets: [NativeTarget], inspector: ProjectInspector) -> [UnbuiltWidget] {
        guard !untargeted.isEmpty, !targets.contains(where: \.productType.isExtension) else { return [] }
        let names = Set(untargeted)
        var found: [UnbuiltWidget] = []
        for url in files.lazy.filter({ names.contains(inspector.display($0)) }).prefix(Self.maximumFiles) {
            guard case let .data(data) = inspector.scope.read(url, limit: .sourceFile) else { continue }
            let text = SourceText(String(decoding: data, as: UTF8.self), language: .swift)
            guard let offset = text.wordOffsets(Self.configurations).first(where: { offset in
                !text.isInString(text.code.utf8.index(text.code.startIndex, offsetBy: offset))
            }) else { continue }
            let name = String(decoding: text.bytes[offset...].prefix { SourceText.isIdentifier($0) }, as: UTF8.self)
            found.append(UnbuiltWidget(file: inspector.display(url), line: text.line(at: offset), configuration: name))
        }
        return found
    }
}
