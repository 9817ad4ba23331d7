import Essentials
import SharedData

/// Reads what a home_widget app's Swift code and Info.plist do with the URL a widget opens: each
/// `.widgetURL` and `Link(destination:)` the widget extensions compile, with the URL its literal
/// gives; the app's scene delegates (`UIApplicationSceneManifest`) and the classes behind them;
/// and the delegate methods that receive the URL (`application(_:open:options:)`,
/// `scene(_:openURLContexts:)`...) with whether they hand it on (`super`, or a forward).
enum HomeWidgetSwiftScanner {
    typealias Facts = HomeWidgetFacts

    // Built once (see SourceText's definitions): Regex is not Sendable, but these are only
    // read, and a regex compiles its program once, atomically.
    nonisolated(unsafe) private static let widgetURL = #/widgetURL\s*\(/#
    nonisolated(unsafe) private static let link = #/Link\s*\(\s*destination\s*:/#
    nonisolated(unsafe) private static let urlInit = #/URL\s*(?:\.\s*init\s*)?\(\s*string\s*:/#
    nonisolated(unsafe) private static let classDeclaration = #/class\s+([A-Z][A-Za-z0-9_]*)\s*:\s*([^{]+)\{/#
    nonisolated(unsafe) private static let method = #/func\s+(application|scene)\s*\(/#
    nonisolated(unsafe) private static let superApplication = #/super\s*\.\s*application\s*\(/#
    nonisolated(unsafe) private static let superScene = #/super\s*\.\s*scene\s*\(/#
    nonisolated(unsafe) private static let forward = #/sceneLifeCycleDelegate|\.\s*application\s*\([^{}]*?\bopen\s*:/#.wordBoundaryKind(.simple)

    /// The URL facts of the code widget extensions compile, and the app's delegates. `infoPlist`
    /// reads an Info.plist as the snapshot shows it (nil: unreadable).
    static func scan(_ sources: [IntentInspection.Source], targets: [TargetFacts], infoPlist: (String) -> [UInt8]?) -> (urls: [Facts.WidgetURL], scenes: [Facts.SceneDelegate], overrides: [Facts.Override]) {
        let widgets = Set(targets.filter(\.role.isWidget).map(\.name))
        let apps = Set(targets.filter { $0.role == .app }.map(\.name))
        var urls: [Facts.WidgetURL] = []
        var classes: [(swift: Facts.SwiftClass, targets: [String])] = []
        let constants = ProjectConstants(sources.filter { $0.targets.contains(where: widgets.contains) })
        for source in sources {
            let inWidget = source.targets.contains(where: widgets.contains), inApp = source.targets.contains(where: apps.contains)
            guard inWidget || inApp else { continue }
            let text = source.parsed
            if inWidget, text.code.utf8.contains(word: "widgetURL") || text.code.utf8.contains(word: "Link") {
                urls += self.urls(in: text, source: source, constants: constants)
            }
            if inApp, text.code.utf8.contains(word: "class") {
                classes += self.classes(in: text, file: source.file, targets: source.targets.filter(apps.contains)).map { ($0, source.targets) }
            }
        }
        // By name, the first of a name (a chain is followed through the project's classes).
        let declared = Dictionary(classes.map { ($0.swift.name, $0.swift) }, uniquingKeysWith: { first, _ in first })
        classes = classes.map { entry in (SwiftClassChain.resolved(entry.swift, among: declared), entry.targets) }
        var scenes: [Facts.SceneDelegate] = []
        var seen = Set<String>()
        for target in targets where target.role == .app {
            for file in OrderedSet(target.configurations.compactMap(\.infoPlist)).elements where seen.insert(file + "\u{0}" + target.name).inserted {
                guard let bytes = infoPlist(file) else { continue }
                for (name, line) in sceneDelegateClasses(bytes) {
                    let bare = String(name.split(separator: ".").last ?? "")
                    let swift = classes.first { $0.swift.name == bare && $0.targets.contains(target.name) }?.swift
                    scenes.append(Facts.SceneDelegate(className: name, declaredIn: Facts.Place(file: file, line: line), target: target.name, swiftClass: swift))
                }
            }
        }
        let overrides = classes.filter { SwiftClassChain.inherits($0.swift, "FlutterAppDelegate", among: declared) }
            .flatMap { $0.swift.overrides.filter { $0.method.hasPrefix("application(") } }
        return (urls, scenes, overrides)
    }

    // MARK: Widget URLs

    private static func urls(in text: SourceText, source: IntentInspection.Source, constants: ProjectConstants) -> [Facts.WidgetURL] {
        var found: [Facts.WidgetURL] = []
        let calls = text.matches(of: Self.widgetURL, at: ["widgetURL"]).map { ($0, ".widgetURL") }
            + text.matches(of: Self.link, at: ["Link"]).map { ($0, "Link(destination:)") }
        for (match, call) in calls where !text.isInString(match.range.lowerBound) && text.keeps(found.count) {
            // `.widgetURL(...)` called with a dot; not a declaration `func widgetURL(`.
            let start = text.offset(of: match.range.lowerBound)
            if call == ".widgetURL", text.skippingSpacesBack(from: start) == 0 || text.bytes[text.skippingSpacesBack(from: start) - 1] != UInt8(ascii: ".") { continue }
            guard let arguments = text.arguments(from: match.range.upperBound) else { continue }
            let expression = call == ".widgetURL" ? arguments.first?.expression : arguments.first.map { $0.label == nil ? $0.expression : "" }
            guard let expression, !expression.isEmpty, let offset = arguments.first?.offset else { continue }
            let place = Facts.Place(file: source.file, line: text.line(of: match.range.lowerBound))
            for (url, definedAt) in Self.urls(of: expression, file: source.file, offset: offset, constants: constants) {
                found.append(Facts.WidgetURL(call: call, place: place, targets: source.targets, url: url, definedAt: definedAt))
            }
        }
        return found
    }

    /// The URLs an expression may give: its own literal's, or, when it names a computed property or
    /// a constant of the extensions' code, each one that returns;
    /// one unknown (nil) URL when none is known.
    private static func urls(of expression: String, file: String, offset: Int, constants: ProjectConstants, hops: Int = 0) -> [(String?, Facts.Place?)] {
        // `a ?? b`: the left side is the URL most of the time, the right one only for the rare nil,
        // so the fallback alone is never judged as the value (SamieBelal+Sakina's
        // `companionDeepLink() ?? URL(string: "sakina://widget/muhasabah")!`, the function's URL
        // carrying `?homeWidget`; the symbol table holds no function's returns, so that one is unknown).
        let value = Self.coalescedValue(expression)
        if value.contains(Self.urlInit) { return [Self.url(of: value, file: file, offset: offset, constants: constants)] }
        guard hops < Self.maximumHops else { return [(nil, nil)] }
        let returned = constants.returned(by: value, file: file, offset: offset).flatMap { returned in
            Self.urls(of: returned.text, file: returned.file, offset: returned.offset, constants: constants, hops: hops + 1).map { url, definedAt in
                (url, url == nil ? nil : definedAt ?? returned.place)
            }
        }
        let known = returned.filter { $0.0 != nil }
        return known.isEmpty ? [(nil, nil)] : known
    }

    /// Definitions followed from one URL to the next (a helper returning another's URL).
    private static let maximumHops = 4

    /// The left side of a top-level `??` (the whole expression when there is none), trimmed.
    private static func coalescedValue(_ expression: String) -> String {
        // The expression is code already (comments blanked), so its text is `code`'s.
        let source = SourceText(expression, language: .swift)
        let bytes = source.bytes
        var depth = 0
        for index in source.codeOffsets(from: 0) {
            switch bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            case UInt8(ascii: "?") where depth == 0 && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "?"):
                return source.text(0..<index).trimmingWhitespace
            default: break
            }
        }
        return expression.trimmingWhitespace
    }

    /// The URL an expression gives as far as its literals tell: `URL(string: "app://x?homeWidget")!`,
    /// `URL(string: "app://x?id=\(id)&homeWidget")`, `URL(string: Links.home)` through a constant.
    private static func url(of expression: String, file: String, offset: Int, constants: ProjectConstants) -> (String?, Facts.Place?) {
        guard let match = expression.firstMatch(of: Self.urlInit) else { return (nil, nil) }
        let argument = SourceText(String(expression[match.range.upperBound...]), language: .swift)
        guard let string = argument.arguments(from: argument.code.startIndex)?.first?.expression else { return (nil, nil) }
        if let rendered = SwiftStringLiteral.rendered(string) { return (rendered, nil) }
        if let (value, place) = constants.value(of: string, file: file, offset: offset) { return (value, place) }
        return (nil, nil)
    }

    // MARK: Delegates

    private static func classes(in text: SourceText, file: String, targets: [String]) -> [Facts.SwiftClass] {
        text.capped(text.matches(of: Self.classDeclaration, at: ["class"])).compactMap { match -> Facts.SwiftClass? in
            guard !text.isInString(match.range.lowerBound), let block = text.block(at: text.offset(of: match.range.upperBound) - 1) else { return nil }
            let inherits = match.2.split(separator: ",").map { $0.trimmingWhitespace }.filter { !$0.isEmpty }
            let name = String(match.1)
            let body = SourceText(text.text(block), language: .swift, file: text.file)
            let overrides = body.matches(of: Self.method, at: ["func"]).compactMap { method -> Facts.Override? in
                let start = body.offset(of: method.range.upperBound)
                guard let open = body.firstBrace(after: start), let methodBlock = body.block(at: open) else { return nil }
                let signature = body.text(start..<open)
                guard let name = Self.methodName(String(method.1), signature: signature) else { return nil }
                let code = body.text(methodBlock)
                let line = text.line(at: block.lowerBound + body.offset(of: method.range.lowerBound))
                return Facts.Override(method: name, place: Facts.Place(file: file, line: line), owner: String(match.1), targets: targets,
                                      callsSuper: code.contains(method.1 == "scene" ? Self.superScene : Self.superApplication),
                                      forwards: code.contains(Self.forward))
            }
            return Facts.SwiftClass(name: name, place: Facts.Place(file: file, line: text.line(of: match.range.lowerBound)), inherits: inherits,
                                    isFlutterSceneDelegate: inherits.first == "FlutterSceneDelegate", overrides: overrides)
        }
    }

    /// The methods that receive the URL a widget opens, by their labels (`open url: URL`).
    private static func methodName(_ base: String, signature: String) -> String? {
        let labels = signature.matches(of: #/(?:^|,)\s*(\w+)(?:\s+\w+)?\s*:/#).map { String($0.1) }
        guard labels.first == "_", labels.count >= 2 else { return nil }
        switch (base, labels[1]) {
        case ("application", "open") where labels.count == 3: return "application(_:open:options:)"
        case ("application", "didFinishLaunchingWithOptions"): return "application(_:didFinishLaunchingWithOptions:)"
        case ("scene", "openURLContexts"): return "scene(_:openURLContexts:)"
        case ("scene", "willConnectTo"): return "scene(_:willConnectTo:options:)"
        default: return nil
        }
    }

    /// The `UISceneDelegateClassName` of each scene configuration of an Info.plist's
    /// `UIApplicationSceneManifest`, with its line (1 when the plist is binary).
    static func sceneDelegateClasses(_ bytes: [UInt8]) -> [(name: String, line: Int)] {
        guard let root = try? PropertyListFormat.decode(Data(bytes)),
              let configurations = root.dictionaryValue?["UIApplicationSceneManifest"]?.dictionaryValue?["UISceneConfigurations"]?.dictionaryValue else { return [] }
        let text = String(decoding: bytes, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var found: [(String, Int)] = []
        for entry in configurations.entries {
            for configuration in entry.value.arrayValue ?? [] {
                guard let name = configuration.dictionaryValue?["UISceneDelegateClassName"]?.stringValue else { continue }
                let line = lines.firstIndex { $0.contains(">\(name)<") }.map { $0 + 1 } ?? 1
                found.append((name, line))
            }
        }
        return found
    }
}

/// The string an expression names through the definitions of the widget extensions' files
/// (`URL(string: Links.home)`, a constant in any file): the project's symbol table, as for groups
/// and kinds; one literal, or nothing.
private struct ProjectConstants {
    private let table: SymbolTable
    private let indexByFile: [String: Int]

    init(_ sources: [IntentInspection.Source]) {
        let files = sources.map { SymbolTable.File(name: $0.file, source: $0.parsed) }
        table = SymbolTable(files)
        indexByFile = Dictionary(files.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// What a name (`link`, `Links.home`) stands for when the code gives it: the expressions a
    /// computed property returns, or a constant's value, each with its file, offset and place.
    /// Empty for anything else (a function, a `var`, a name no file here defines).
    func returned(by expression: String, file: String, offset: Int) -> [(text: String, file: String, offset: Int, place: HomeWidgetFacts.Place)] {
        guard let index = indexByFile[file],
              let match = expression.wholeMatch(of: #/(?:([A-Z][A-Za-z0-9_]*)\s*\.\s*)?([a-z_][A-Za-z0-9_]*)\s*!?/#) else { return [] }
        let ids = match.1.map { table.members(String(match.2), of: String($0)) } ?? table.lookup(String(match.2), file: index, offset: offset, excluding: [])
        return ids.flatMap { id -> [(text: String, file: String, offset: Int, place: HomeWidgetFacts.Place)] in
            let definition = table.definition(id)
            guard definition.kind == .computed || definition.kind == .constant else { return [] }
            let source = table.files[id.file]
            return definition.expressions.map { ($0.text, source.name, $0.offset, HomeWidgetFacts.Place(file: source.name, line: source.source.line(at: $0.offset))) }
        }
    }

    func value(of expression: String, file: String, offset: Int) -> (String, HomeWidgetFacts.Place?)? {
        guard let index = indexByFile[file] else { return nil }
        let values = table.values(of: expression, file: index, offset: offset)
        guard values.count == 1, let literal = values[0].literal else { return nil }
        return (literal, values[0].place.map { HomeWidgetFacts.Place(file: $0.file, line: $0.line) })
    }
}

/// A class's superclass chain through the project's classes.
private enum SwiftClassChain {
    static func inherits(_ swift: HomeWidgetFacts.SwiftClass, _ base: String, among classes: [String: HomeWidgetFacts.SwiftClass]) -> Bool {
        var current: HomeWidgetFacts.SwiftClass? = swift
        var seen = Set<String>()
        while let type = current, seen.insert(type.name).inserted {
            guard let parent = type.inherits.first else { return false }
            if parent == base { return true }
            current = classes[parent]
        }
        return false
    }

    static func resolved(_ swift: HomeWidgetFacts.SwiftClass, among classes: [String: HomeWidgetFacts.SwiftClass]) -> HomeWidgetFacts.SwiftClass {
        HomeWidgetFacts.SwiftClass(name: swift.name, place: swift.place, inherits: swift.inherits,
                                   isFlutterSceneDelegate: inherits(swift, "FlutterSceneDelegate", among: classes), overrides: swift.overrides)
    }
}

/// A Swift string literal rendered for what it says: escapes read, each interpolation `\(...)`
/// shown as `…`; `"a" + x` as `a…`. nil for anything that is not built from literals.
enum SwiftStringLiteral {
    static func rendered(_ expression: String) -> String? {
        let parts = expression.split(separator: "+").map { $0.trimmingWhitespace }
        guard parts.first?.hasPrefix("\"") == true else { return nil }
        var result = ""
        for part in parts {
            if let literal = literal(part) { result += literal } else { result += "…" }
        }
        return result
    }

    private static func literal(_ text: String) -> String? {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""), !text.hasPrefix("\"\"\"") else { return nil }
        let body = Array(text.dropFirst().dropLast())
        var result = "", index = 0
        while index < body.count {
            let character = body[index]
            if character == "\"" { return nil }
            if character == "\\", index + 1 < body.count {
                if body[index + 1] == "(" {
                    // Skip the interpolation's parenthesised expression.
                    var depth = 0, end = index + 1
                    while end < body.count {
                        if body[end] == "(" { depth += 1 }
                        if body[end] == ")" { depth -= 1; if depth == 0 { break } }
                        end += 1
                    }
                    result += "…"
                    index = end + 1
                    continue
                }
                result.append(body[index + 1])
                index += 2
                continue
            }
            result.append(character)
            index += 1
        }
        return result
    }
}
