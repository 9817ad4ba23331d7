import Essentials

/// Where an App Intent may run, read from everything that declares it: the type's body, its
/// extensions (`extension Tap: ForegroundContinuableIntent {}`, `extension Tap { static var
/// openAppWhenRun: Bool { true } }`) and the extensions of protocols it conforms to (a default
/// `supportedModes`). The one decision doctor's checks and `intent --project` share about which
/// process runs an intent (issue 37 classes 4 and 11).
///
/// What pins an intent to the app's process:
/// - `allowedExecutionTargets` (iOS 27) naming the targets;
/// - `openAppWhenRun` true (stored or computed; deprecated at iOS 26): the app opens in the foreground;
/// - `supportedModes` (iOS 26) with a foreground mode: `.foreground`, `.foreground(.immediate)`,
///   `.foreground(.deferred)` open the app; `.foreground(.dynamic)` runs it in the background and may
///   ask to continue in the foreground (what replaced `ForegroundContinuableIntent`). `.background`
///   alone pins nothing;
/// - `ForegroundContinuableIntent`, `AudioPlaybackIntent`, `LiveActivityIntent` conformances (and
///   the iOS 16 names of the last two, `AudioStartingIntent`, `LiveActivityStartingIntent`).
/// A declaration behind `@available(iOS 26, *)` (on the property or its extension) pins only from that
/// version: `since` says so, and a target deploying below it still runs the intent unpinned there.
public struct IntentPins: Sendable, Hashable {
    /// `.main`, `.appIntentsExtension`, `.widgetKitExtension` that may run it; nil: nothing pins it.
    public var allowed: [String]?
    /// Why (`openAppWhenRun = true`, `supportedModes .foreground(.dynamic)`, `ForegroundContinuableIntent`...).
    public var pin: String?
    /// The app is opened in the foreground to run it.
    public var opensApp = false
    /// Per platform (`iOS`: `26.0`), the version from which the pin holds, where every declaration
    /// that pins it is behind an `@available` the intent's type itself does not require.
    public var since: [String: String] = [:]

    static let none = IntentPins()
}

/// A declaration that may pin an intent: the type's body or an extension's, with the `@available`
/// versions written on it (an extension's attributes; the type's own are `IntentDeclaration.available`).
struct PinSource {
    let body: String
    var available: [String: String] = [:]
}

extension IntentPins {
    /// The pins of one declared intent: its body, and the extensions of it or of a protocol it conforms to.
    static func of(_ declaration: IntentDeclaration, extensions: [IntentExtension]) -> IntentPins {
        let own = extensions.filter { $0.type == declaration.name }
        let protocols = Set(declaration.protocols + own.flatMap(\.protocols))
        let sources = [PinSource(body: declaration.body)]
            + extensions.filter { !$0.body.isEmpty && ($0.type == declaration.name || protocols.contains($0.type)) }
                .map { PinSource(body: $0.body, available: $0.available) }
        return read(sources, protocols: protocols, typeAvailable: declaration.available)
    }

    /// Whether a body names what may pin an intent (a cheap test before keeping an extension's body).
    static func mentioned(in body: String) -> Bool {
        ["openAppWhenRun", "supportedModes", "xecutionTargets"].contains { body.utf8.contains(word: $0) }
    }

    /// The pins of an intent declared with `protocols` (its own and its extensions'), from its body
    /// and extensions. `typeAvailable`: the type's own `@available` versions (a guard no lower than
    /// them guards nothing).
    static func read(_ sources: [PinSource], protocols: Set<String>, typeAvailable: [String: String] = [:]) -> IntentPins {
        var found: [(pins: IntentPins, available: [String: String])] = []
        for source in sources {
            for (pins, offset) in declared(in: source.body) {
                var available = source.available
                // An attribute on the property itself (`@available(iOS 26, *) static var supportedModes`).
                for (platform, version) in IntentScanner.availability(before: offset, in: SourceText(source.body, language: .swift)) {
                    available[platform] = version
                }
                found.append((pins, available))
            }
        }
        // allowedExecutionTargets first: it names the targets; then what runs the intent in the app.
        if let targets = found.first(where: { $0.pins.pin == "allowedExecutionTargets" }) { return targets.pins }
        let app = found.filter { $0.pins.allowed == ["main"] }
        if var pins = app.first(where: { $0.pins.opensApp })?.pins ?? app.first?.pins {
            pins.opensApp = app.contains { $0.pins.opensApp }
            pins.since = since(app.map(\.available), typeAvailable: typeAvailable)
            return pins
        }
        if protocols.contains("ForegroundContinuableIntent") { return IntentPins(allowed: ["main"], pin: "ForegroundContinuableIntent") }
        // The system runs these in the app's process (audio plays there; a Live Activity is the app's).
        if let own = ["AudioPlaybackIntent", "LiveActivityIntent", "AudioStartingIntent", "LiveActivityStartingIntent"].first(where: protocols.contains) { return IntentPins(allowed: ["main"], pin: own) }
        return .none
    }

    /// The version per platform from which some pinning declaration holds: none where one of them is
    /// unguarded (or guarded no higher than the type).
    private static func since(_ guards: [[String: String]], typeAvailable: [String: String]) -> [String: String] {
        var since: [String: String] = [:]
        let platforms = Set(guards.flatMap(\.keys))
        for platform in platforms {
            let versions = guards.map { $0[platform] }
            // One declaration holds everywhere on the platform: pinned from the start.
            guard versions.allSatisfy({ $0 != nil }) else { continue }
            let lowest = versions.compactMap { $0 }.min { IntentPins.less($0, $1) }!
            if let type = typeAvailable[platform], !less(type, lowest) { continue }
            since[platform] = lowest
        }
        return since
    }

    /// `16.4` < `26`, part by part.
    static func less(_ lhs: String, _ rhs: String) -> Bool {
        let left = lhs.split(separator: ".").map { Int($0) ?? 0 }, right = rhs.split(separator: ".").map { Int($0) ?? 0 }
        for index in 0..<max(left.count, right.count) {
            let l = index < left.count ? left[index] : 0, r = index < right.count ? right[index] : 0
            if l != r { return l < r }
        }
        return false
    }

    nonisolated(unsafe) private static let targets = #/\b(?:allowedExecutionTargets|executionTargets)\b[^=\n{]*(?:=|\{)\s*([^\n]+)/#.wordBoundaryKind(.simple)
    nonisolated(unsafe) private static let openApp = #/\bopenAppWhenRun\b\s*(?::\s*Bool\s*)?(?:=\s*true\b|\{\s*(?:return\s+)?true\s*\})/#.wordBoundaryKind(.simple)
    nonisolated(unsafe) private static let modes = #/\bsupportedModes\b\s*(?::\s*IntentModes\s*)?(?:=|\{\s*(?:return\s+)?)\s*([^\n}]+)/#.wordBoundaryKind(.simple)

    /// The pinning declarations in one body, each with its offset (for the attributes above it).
    private static func declared(in body: String) -> [(IntentPins, Int)] {
        var found: [(IntentPins, Int)] = []
        let offset = { (index: String.Index) in body.utf8.distance(from: body.startIndex, to: index) }
        if let match = body.firstMatch(of: targets) {
            let named = ["main", "appIntentsExtension", "widgetKitExtension"].filter { match.1.contains(".\($0)") }
            if !named.isEmpty { found.append((IntentPins(allowed: named, pin: "allowedExecutionTargets"), offset(match.range.lowerBound))) }
        }
        if let match = body.firstMatch(of: openApp) {
            found.append((IntentPins(allowed: ["main"], pin: "openAppWhenRun = true", opensApp: true), offset(match.range.lowerBound)))
        }
        if let match = body.firstMatch(of: modes), let pins = foreground(match.1) {
            found.append((pins, offset(match.range.lowerBound)))
        }
        return found
    }

    /// `supportedModes`' value: a foreground mode runs the intent in the app; `.dynamic` alone leaves
    /// it in the background there unless it asks to continue in the foreground.
    private static func foreground(_ value: Substring) -> IntentPins? {
        let modes = value.matches(of: #/\.foreground\b(?:\s*\(\s*\.(\w+)\s*\))?/#.wordBoundaryKind(.simple)).map { $0.1.map(String.init) ?? "immediate" }
        guard !modes.isEmpty else { return nil }
        let written = String(value.trimmingWhitespace.replacing(#/\s+/#, with: " ").prefix(60))
        return IntentPins(allowed: ["main"], pin: "supportedModes \(written)", opensApp: modes.contains { $0 != "dynamic" })
    }
}
