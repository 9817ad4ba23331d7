/// What a local Swift package's `Package.swift` says doctor needs: each product's targets, each
/// target's folder, the targets of the package and the products of other packages it depends on,
/// and the local packages it depends on (`.package(path:)`). Read as text, never run: a
/// manifest is Swift code, and a pull request can be hostile. Only the literal shapes real
/// manifests write are read (`.library(name: "Core", targets: ["Core"])`, `.target(name:
/// "Core", dependencies: ["Model", .target(name: "Util")], path: "Sources/Core")`); anything
/// computed is left out, so a product whose targets are not literals builds the target of its
/// own name, as most do. A target's `swiftSettings:` `.define`s are its files' compilation
/// conditions (`SwiftConditions`), written in place or as an array the manifest names.
public struct PackageManifest: Sendable, Equatable {
    public struct Target: Sendable, Equatable {
        public let name: String
        /// The folder of its sources relative to the package: `path:`, else `Sources/<name>`.
        public let path: String
        /// The folders it compiles, relative to the package: each of `sources:` inside `path`
        /// (held-out muhiro12+Incomes builds `path: "."` with `sources: ["Sources"]`, its tests'
        /// folders beside), else `path` alone.
        public var folders: [String] = []
        /// Targets of this package it depends on by name (`"Model"`, `.target(name:)`,
        /// `.byName(name:)`); a name no target of the package has is another package's product.
        public let dependencies: [String]
        /// Products of other packages it depends on as `.product(name:package:)`.
        public var products: [ProductReference] = []
        /// Whether some dependency is written in a form the text does not name (a constant of an
        /// `extension Target.Dependency`, a function's result, an array built by code): it may be
        /// any target of the package.
        public var unreadDependencies = false
        /// The conditions its `swiftSettings:` define.
        public var conditions = SwiftConditions()
    }

    /// `.define("NAME")`, with `.when(configuration: .debug)` and `.when(platforms: [.iOS])`:
    /// the names a package target's Swift files find set, per configuration and platform.
    public struct SwiftConditions: Sendable, Equatable {
        public struct Define: Sendable, Equatable {
            public let name: String
            /// `debug` or `release`; nil: every configuration.
            public var configuration: String?
            /// The platforms it is set on (`.macCatalyst` is an iOS build); nil: every platform.
            public var platforms: [ApplePlatform]?
        }

        public var defines: [Define] = []
        /// Whether every setting was read: an array appended to (`settings.append(.define(...))`,
        /// often under an `if`), a setting not written as a literal, `unsafeFlags` make names
        /// the manifest may set unknown, so a name it does not define is undecidable, not false.
        public var complete = true
    }

    /// A product of another package a target depends on: `package` is the identity `.product(name:
    /// package:)` gives (the last component of a local package's path, or its `name:`), nil for a
    /// by-name dependency, which is a product of one of the package's dependencies.
    public struct ProductReference: Sendable, Hashable {
        public let name: String
        public let package: String?
    }

    /// A `.package(path:)` dependency (`.package(name:path:)` in older manifests): a folder
    /// relative to the package's own.
    public struct LocalDependency: Sendable, Equatable {
        public let path: String
        /// `name:`, which older manifests' `.product(package:)` use beside the identity (the
        /// last component of the path).
        public let name: String?
    }

    /// Products by name: the targets each builds.
    public let products: [String: [String]]
    public let targets: [Target]
    /// Each target's index by name (the first of a name), for following dependencies.
    private let targetIndex: [String: Int]
    /// The local packages it depends on, in the manifest's order.
    public let localDependencies: [LocalDependency]

    /// Dependencies followed this many levels deep (a product's targets the first); real packages
    /// nest a handful. Each target is visited once, so at most `maximumTargets` are.
    static let maximumDepth = 32
    /// Targets and products read: far more than a real manifest declares (every Swift file of the
    /// project is compared with each target's folder).
    static let maximumTargets = 512

    public init(_ text: String) {
        let source = SourceText(text, language: .swift)
        var products: [String: [String]] = [:]
        var targets: [Target] = []
        var localDependencies: [LocalDependency] = []
        // Each named settings array read once, however many targets name it.
        var arrays: [String: (open: Int, changed: Bool)?] = [:]
        let words: [StaticString] = ["library", "executable", "target", "executableTarget", "macro", "package"]
        for offset in source.wordOffsets(words) where !source.isInString(offset: offset) {
            guard targets.count + products.count + localDependencies.count < Self.maximumTargets else { break }
            // `.library(`, not a word of a string or a label.
            guard offset > 0, source.bytes[offset - 1] == UInt8(ascii: "."), let word = source.word(at: offset) else { continue }
            let open = source.skippingSpaces(from: offset + word.utf8.count)
            guard open < source.bytes.count, source.bytes[open] == UInt8(ascii: "("),
                  let arguments = source.arguments(fromOffset: open + 1) else { continue }
            let name = arguments.first { $0.label == "name" }.flatMap { SourceText.literal($0.expression, language: .swift) }
            if word == "package" {
                // `.package(url:)` is remote code, not this repository's.
                if let path = arguments.first(where: { $0.label == "path" }).flatMap({ SourceText.literal($0.expression, language: .swift) }) {
                    localDependencies.append(LocalDependency(path: path, name: name))
                }
                continue
            }
            guard let name else { continue }
            switch word {
            case "library", "executable":
                let listed = arguments.first { $0.label == "targets" }.map { Self.names(in: $0, source: source).names } ?? [name]
                products[name, default: []] += listed
            default:
                let path = arguments.first { $0.label == "path" }.flatMap { SourceText.literal($0.expression, language: .swift) }
                let dependencies = arguments.first { $0.label == "dependencies" }.map { Self.names(in: $0, source: source) } ?? (names: [], products: [], unread: false)
                var target = Target(name: name, path: path ?? "Sources/\(name)", dependencies: dependencies.names,
                                    products: dependencies.products, unreadDependencies: dependencies.unread)
                let sources = arguments.first { $0.label == "sources" }.map { Self.names(in: $0, source: source) }
                target.folders = sources.flatMap { $0.unread || $0.names.isEmpty ? nil : $0.names.map { Self.joined(target.path, $0) } } ?? [Self.joined(target.path, "")]
                if let settings = arguments.first(where: { $0.label == "swiftSettings" }) { target.conditions = Self.conditions(settings, source: source, arrays: &arrays) }
                targets.append(target)
            }
        }
        self.products = products
        self.targets = targets
        targetIndex = Dictionary(targets.enumerated().map { ($1.name, $0) }) { first, _ in first }
        self.localDependencies = localDependencies
    }

    /// `folder/relative` without `.` components and trailing slashes (`./Sources/` is `Sources`); `.` for the package's own folder.
    private static func joined(_ folder: String, _ relative: String) -> String {
        let parts = (folder + "/" + relative).split(separator: "/").filter { $0 != "." }
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// Settings followed through a name this deep (`swiftSettings: settings` with `let settings = [...]`).
    static let maximumSettingsElements = 256

    /// The `.define`s of a `swiftSettings:` argument: an array in place, or the array a name of the
    /// manifest holds (`let settings: [SwiftSetting] = [...]`, read once a name: `arrays`),
    /// incomplete when code changes that array (`namedArray`) or the argument is anything else.
    private static func conditions(_ argument: SourceText.Argument, source: SourceText,
                                   arrays: inout [String: (open: Int, changed: Bool)?]) -> SwiftConditions {
        var conditions = SwiftConditions()
        var open = argument.offset
        if source.bytes.indices.contains(open), source.bytes[open] != UInt8(ascii: "[") {
            let name = argument.expression.trimmingWhitespace
            guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !name.isEmpty else { conditions.complete = false; return conditions }
            if arrays.index(forKey: name) == nil { arrays[name] = .some(namedArray(name, in: source)) }
            guard let array = arrays[name] ?? nil else { conditions.complete = false; return conditions }
            open = array.open
            if array.changed { conditions.complete = false }
        }
        guard source.bytes.indices.contains(open), source.bytes[open] == UInt8(ascii: "["),
              let elements = source.arguments(fromOffset: open + 1) else { conditions.complete = false; return conditions }
        for element in elements.prefix(maximumSettingsElements) {
            let text = element.expression.trimmingWhitespace
            if text.hasPrefix(".unsafeFlags") { conditions.complete = false; continue }
            guard text.hasPrefix(".define(") else {
                // `.enableUpcomingFeature(...)`, `.interoperabilityMode(...)`: no condition; anything else unknown.
                if !text.hasPrefix(".") { conditions.complete = false }
                continue
            }
            let inner = element.offset + element.expression.utf8.prefix { $0 != UInt8(ascii: "(") }.count + 1
            guard let parts = source.arguments(fromOffset: inner), let name = parts.first.flatMap({ SourceText.literal($0.expression, language: .swift) })
            else { conditions.complete = false; continue }
            var define = SwiftConditions.Define(name: name)
            if let when = parts.dropFirst().first(where: { $0.expression.hasPrefix(".when(") }) {
                let whenInner = when.offset + 6
                for part in source.arguments(fromOffset: whenInner) ?? [] {
                    let value = part.expression.trimmingWhitespace
                    switch part.label {
                    case "configuration": define.configuration = value.hasPrefix(".") ? String(value.dropFirst()) : value
                    case "platforms":
                        let names = value.split(whereSeparator: { ",[] .\n\t".contains($0) }).map(String.init)
                        define.platforms = OrderedSet(names.compactMap { $0 == "macCatalyst" ? .iOS : ApplePlatform(rawValue: $0) }).elements
                    default: conditions.complete = false
                    }
                }
            }
            conditions.defines.append(define)
        }
        return conditions
    }

    /// The array literal a manifest's name holds, read from the name's uses as a whole word in
    /// code (identifiers, so `test_settings` and `config.settings` are other values): its one
    /// definition `let|var name [: [SwiftSetting]] = [` (`open`: the offset of its `[`), and
    /// whether code changes it elsewhere (`changed`): `name.append(`, `.insert(`, `.remove…(`,
    /// `name += `, `name = `, `name[...]`, `&name`. nil when no definition has that shape, or
    /// more than one does (one per `#if` branch: which one builds is not known).
    static func namedArray(_ name: String, in source: SourceText) -> (open: Int, changed: Bool)? {
        let bytes = source.bytes, word = Array(name.utf8)
        var open: Int?, definitions = 0, changed = false
        for start in source.identifierStarts.lazy.map(Int.init) {
            let end = start + word.count
            guard end <= bytes.count, bytes[start..<end].elementsEqual(word), end == bytes.count || !SourceText.isIdentifier(bytes[end]),
                  !source.isInString(offset: start) else { continue }
            let before = source.skippingSpacesBack(from: start)
            if before > 0, bytes[before - 1] == UInt8(ascii: ".") { continue }
            if let keyword = source.word(before: start), keyword == "let" || keyword == "var" {
                definitions += 1
                open = arrayLiteral(after: end, in: source)
                continue
            }
            if before > 0, bytes[before - 1] == UInt8(ascii: "&") { changed = true }
            let after = source.skippingSpaces(from: end)
            guard after < bytes.count else { continue }
            switch bytes[after] {
            case UInt8(ascii: "."):
                if let method = source.word(at: source.skippingSpaces(from: after + 1)), method == "append" || method == "insert" || method.hasPrefix("remove")
                    || method == "replaceSubrange" { changed = true }
            case UInt8(ascii: "["): changed = true
            case UInt8(ascii: "+"): changed = changed || (after + 1 < bytes.count && bytes[after + 1] == UInt8(ascii: "="))
            case UInt8(ascii: "="): changed = changed || after + 1 == bytes.count || bytes[after + 1] != UInt8(ascii: "=")
            default: break
            }
        }
        guard definitions == 1, let open else { return nil }
        return (open, changed)
    }

    /// After a declared name: `[: [SwiftSetting]] = [`, the offset of that `[`.
    private static func arrayLiteral(after end: Int, in source: SourceText) -> Int? {
        let bytes = source.bytes
        func expect(_ byte: Character, at offset: Int) -> Int? {
            let at = source.skippingSpaces(from: offset)
            return at < bytes.count && bytes[at] == byte.asciiValue ? at : nil
        }
        var offset = end
        if let colon = expect(":", at: offset) {
            guard let bracket = expect("[", at: colon + 1) else { return nil }
            let type = source.skippingSpaces(from: bracket + 1)
            guard source.word(at: type) == "SwiftSetting", let close = expect("]", at: type + "SwiftSetting".utf8.count) else { return nil }
            offset = close + 1
        }
        guard let equals = expect("=", at: offset), equals + 1 < bytes.count, bytes[equals + 1] != UInt8(ascii: "=") else { return nil }
        return expect("[", at: equals + 1)
    }

    /// The string literals of an array argument, the `name:` of its `.target(name:)` and
    /// `.byName(name:)` elements, and its `.product(name:package:)` elements (`products`);
    /// `unread` when an element (or the argument itself) is none of these.
    private static func names(in argument: SourceText.Argument, source: SourceText) -> (names: [String], products: [ProductReference], unread: Bool) {
        guard argument.offset < source.bytes.count, source.bytes[argument.offset] == UInt8(ascii: "["),
              let elements = source.arguments(fromOffset: argument.offset + 1) else { return ([], [], true) }
        var unread = false
        var products: [ProductReference] = []
        let names = elements.compactMap { element -> String? in
            if let literal = SourceText.literal(element.expression, language: .swift) { return literal }
            let inner = element.offset + element.expression.utf8.prefix { $0 != UInt8(ascii: "(") }.count + 1
            let arguments = source.arguments(fromOffset: inner)
            func literal(_ label: String) -> String? {
                arguments?.first { $0.label == label }.flatMap { SourceText.literal($0.expression, language: .swift) }
            }
            if element.expression.hasPrefix(".product(") {
                if let name = literal("name") { products.append(ProductReference(name: name, package: literal("package"))) }
                return nil
            }
            guard element.expression.hasPrefix(".target(") || element.expression.hasPrefix(".byName("), let name = literal("name") else {
                unread = unread || !element.expression.isEmpty
                return nil
            }
            return name
        }
        return (names, products, unread)
    }

    /// The folders (relative to the package) of the targets a product builds, with the package's
    /// targets they depend on; a product the manifest does not list builds the target of its name.
    public func sourceFolders(ofProduct product: String) -> [String] {
        targets(ofProduct: product).built.flatMap(\.folders).sorted()
    }

    /// Whether a target the product builds depends on something the text does not name, so the
    /// product may build more of the package than `sourceFolders(ofProduct:)` lists: one the text
    /// does not name, or one deeper than `maximumDepth` levels, not followed.
    public func hasUnreadDependencies(ofProduct product: String) -> Bool {
        let targets = targets(ofProduct: product)
        return targets.deeper || targets.built.contains(where: \.unreadDependencies)
    }

    /// The products of other packages the targets a product builds depend on: their
    /// `.product(name:package:)`s, and the names they depend on that no target of this package has
    /// (SwiftPM's by-name product of a dependency: `"WidgetFeature"`).
    public func productDependencies(ofProduct product: String) -> [ProductReference] {
        let built = targets(ofProduct: product).built
        let byName = built.flatMap(\.dependencies).filter { targetIndex[$0] == nil }.map { ProductReference(name: $0, package: nil) }
        return OrderedSet(built.flatMap(\.products) + byName).elements
    }

    /// The targets a product builds, with the package's targets they depend on, level by level;
    /// `deeper`: some dependency lies past `maximumDepth` levels and was not followed, so every
    /// target of the package counts as built (more folders read, none dropped).
    private func targets(ofProduct product: String) -> (built: [Target], deeper: Bool) {
        var level = products[product] ?? [product]
        var seen = Set<String>()
        var built: [Target] = []
        for _ in 0..<Self.maximumDepth {
            var next: [String] = []
            for name in level {
                guard seen.insert(name).inserted, let target = targetIndex[name].map({ targets[$0] }) else { continue }
                built.append(target)
                next += target.dependencies
            }
            level = next
            if level.isEmpty { break }
        }
        guard level.contains(where: { !seen.contains($0) }) else { return (built, false) }
        return (built + targets.filter { !seen.contains($0.name) }, true)
    }
}
