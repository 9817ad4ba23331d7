/// What a local Swift package's `Package.swift` says doctor needs: each product's targets, and
/// each target's folder and the targets of the package it depends on. Read as text, never run: a
/// manifest is Swift code, and a pull request can be hostile. Only the literal shapes real
/// manifests write are read (`.library(name: "Core", targets: ["Core"])`, `.target(name:
/// "Core", dependencies: ["Model", .target(name: "Util")], path: "Sources/Core")`); anything
/// computed is left out, so a product whose targets are not literals builds the target of its
/// own name, as most do.
public struct PackageManifest: Sendable, Equatable {
    public struct Target: Sendable, Equatable {
        public let name: String
        /// The folder of its sources relative to the package: `path:`, else `Sources/<name>`.
        public let path: String
        /// Targets of this package it depends on (by name; products of other packages are left out).
        public let dependencies: [String]
        /// Whether some dependency is written in a form the text does not name (a constant of an
        /// `extension Target.Dependency`, a function's result, an array built by code): it may be
        /// any target of the package.
        public var unreadDependencies = false
    }

    /// Products by name: the targets each builds.
    public let products: [String: [String]]
    public let targets: [Target]

    /// Dependencies followed this deep; real packages nest a handful of targets.
    static let maximumDepth = 32
    /// Targets and products read: far more than a real manifest declares (every Swift file of the
    /// project is compared with each target's folder).
    static let maximumTargets = 512

    public init(_ text: String) {
        let source = SourceText(text, language: .swift)
        var products: [String: [String]] = [:]
        var targets: [Target] = []
        let words: [StaticString] = ["library", "executable", "target", "executableTarget", "macro"]
        for offset in source.wordOffsets(words) where !source.isInString(offset: offset) {
            guard targets.count + products.count < Self.maximumTargets else { break }
            // `.library(`, not a word of a string or a label.
            guard offset > 0, source.bytes[offset - 1] == UInt8(ascii: "."), let word = source.word(at: offset) else { continue }
            let open = source.skippingSpaces(from: offset + word.utf8.count)
            guard open < source.bytes.count, source.bytes[open] == UInt8(ascii: "("),
                  let arguments = source.arguments(fromOffset: open + 1),
                  let name = arguments.first(where: { $0.label == "name" }).flatMap({ SourceText.literal($0.expression, language: .swift) })
            else { continue }
            switch word {
            case "library", "executable":
                let listed = arguments.first { $0.label == "targets" }.map { Self.names(in: $0, source: source).names } ?? [name]
                products[name, default: []] += listed
            default:
                let path = arguments.first { $0.label == "path" }.flatMap { SourceText.literal($0.expression, language: .swift) }
                let dependencies = arguments.first { $0.label == "dependencies" }.map { Self.names(in: $0, source: source) } ?? (names: [], unread: false)
                targets.append(Target(name: name, path: path ?? "Sources/\(name)", dependencies: dependencies.names,
                                      unreadDependencies: dependencies.unread))
            }
        }
        self.products = products
        self.targets = targets
    }

    /// The string literals of an array argument, and the `name:` of its `.target(name:)` and
    /// `.byName(name:)` elements (`.product(...)` names another package's product: left out);
    /// `unread` when an element (or the argument itself) is none of these.
    private static func names(in argument: SourceText.Argument, source: SourceText) -> (names: [String], unread: Bool) {
        guard argument.offset < source.bytes.count, source.bytes[argument.offset] == UInt8(ascii: "["),
              let elements = source.arguments(fromOffset: argument.offset + 1) else { return ([], true) }
        var unread = false
        let names = elements.compactMap { element -> String? in
            if let literal = SourceText.literal(element.expression, language: .swift) { return literal }
            if element.expression.hasPrefix(".product(") { return nil }
            let inner = element.offset + element.expression.utf8.prefix { $0 != UInt8(ascii: "(") }.count + 1
            guard element.expression.hasPrefix(".target(") || element.expression.hasPrefix(".byName("),
                  let name = source.arguments(fromOffset: inner)?.first(where: { $0.label == "name" })
                      .flatMap({ SourceText.literal($0.expression, language: .swift) }) else {
                unread = unread || !element.expression.isEmpty
                return nil
            }
            return name
        }
        return (names, unread)
    }

    /// The folders (relative to the package) of the targets a product builds, with the package's
    /// targets they depend on; a product the manifest does not list builds the target of its name.
    public func sourceFolders(ofProduct product: String) -> [String] {
        targets(ofProduct: product).map(\.path).sorted()
    }

    /// Whether a target the product builds depends on something the text does not name, so the
    /// product may build more of the package than `sourceFolders(ofProduct:)` lists.
    public func hasUnreadDependencies(ofProduct product: String) -> Bool {
        targets(ofProduct: product).contains(where: \.unreadDependencies)
    }

    /// The targets a product builds, with the package's targets they depend on.
    private func targets(ofProduct product: String) -> [Target] {
        var pending = products[product] ?? [product]
        var seen = Set<String>()
        var built: [Target] = []
        while let name = pending.popLast(), seen.count < Self.maximumDepth {
            guard seen.insert(name).inserted, let target = targets.first(where: { $0.name == name }) else { continue }
            built.append(target)
            pending += target.dependencies
        }
        return built
    }
}
