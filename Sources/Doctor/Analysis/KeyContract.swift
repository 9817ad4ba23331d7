import Findings
import PropertyList
import SharedData
import XcodeProject

/// The data contract between the app (the writer) and its widget (the reader) of one project: the
/// keys the widget extension's code reads from the group's suite, against the keys the app's code
/// writes there (Swift, Objective-C, Dart through home_widget) and, with a container, the keys
/// its suite holds. Shared by `widget-key`, `key-type` and `unread-key`.
struct KeyContract {
    /// A key the widget reads, with every read of it.
    struct Read {
        let key: String
        let reads: [KeyAccess]
    }

    let project: ProjectContext
    /// The widget extensions' reads of the group's suite whose key is known, by key in the code's order.
    let reads: [Read]
    /// The widget extensions' reads whose key the code builds at run time.
    let computedReads: [KeyAccess]
    /// Every write of a known key to the group (or a suite not told), by key.
    let writes: [String: [KeyAccess]]
    /// Writes of a known key to the app's own defaults through a library (Capacitor Preferences,
    /// AsyncStorage, shared_preferences...), by key: they never reach the widget (decision 12).
    let appDefaultsWrites: [String: [KeyAccess]]
    /// The writes of keys built at run time (`"item_\(id)"`), and the last names of keys written
    /// through an expression not followed (`Key.count.rawValue`: an enum case's implicit raw value).
    let builtWrites: [KeyAccess]
    let writtenNames: Set<String>
    /// The suite a container holds, when one was read and the project is the app writing it.
    let suite: [String: PlistValue]?
    let suiteFile: String?
    /// Whether every Swift and Dart file was listed: a walk a limit stopped may have left a writer
    /// out (`scan-incomplete` says so), so no key is then said to be unwritten or unread.
    var complete = true

    init?(_ project: ProjectContext, container: ContainerEvidence?) {
        let widgets = Set(project.targets.filter { $0.role.isWidget }.map(\.name))
        guard !widgets.isEmpty else { return nil }
        let keys = project.snapshot.keys
        let widgetReads = keys.accesses.filter { $0.role == .read && $0.suite == .group && $0.targets.contains(where: widgets.contains) }
        guard !widgetReads.isEmpty else { return nil }
        self.project = project
        var order: [String] = []
        var byKey: [String: [KeyAccess]] = [:]
        for read in widgetReads {
            guard let key = read.key else { continue }
            if byKey[key] == nil { order.append(key) }
            byKey[key, default: []].append(read)
        }
        reads = order.map { Read(key: $0, reads: byKey[$0] ?? []) }
        computedReads = widgetReads.filter { $0.key == nil }
        // A widget's own @AppStorage declares a default, not a write of the app's.
        let allWrites = keys.accesses.filter { $0.role == .write
            && !($0.call == "@AppStorage" && $0.targets.allSatisfy(widgets.contains) && !$0.targets.isEmpty) }
        let writes = allWrites.filter { $0.suite != .app }
        appDefaultsWrites = Dictionary(grouping: allWrites.filter { $0.suite == .app && $0.key != nil }, by: { $0.key ?? "" })
        self.writes = Dictionary(grouping: writes.filter { $0.key != nil }, by: { $0.key ?? "" })
        builtWrites = writes.filter { $0.key == nil }
        writtenNames = Set(writes.filter { $0.key == nil && $0.prefix == nil && $0.suffix == nil }.compactMap { write in
            SourceTextName.last(of: write.expression)
        })
        if let evidence = container, let file = evidence.file {
            suite = Dictionary(file.values.entries.map { ($0.key.description, $0.value) }, uniquingKeysWith: { first, _ in first })
            suiteFile = evidence.suite
        } else {
            suite = nil
            suiteFile = nil
        }
    }

    /// Whether some code may write `key`: a write of it, a key built from a head it starts with,
    /// an expression not followed that names it, the string standing elsewhere in the code (a
    /// helper's argument, a key enum), the container's suite holding it, or a launch argument
    /// setting it (`-KEY value`: the argument domain, read through every suite, set for one run).
    func mayBeWritten(_ key: String, by reads: [KeyAccess]) -> Bool {
        !complete || (writes[key] ?? []).contains { reaches($0, reads) } || builtWrites.contains { $0.mayBe(key) } || writtenNames.contains(key)
            || !(project.snapshot.keys.mentions[key] ?? []).isEmpty || suite?[key] != nil || project.snapshot.keys.launchArguments[key] != nil
    }

    /// The platforms code runs on: its targets', or an iOS app's for Dart and scripts.
    func platforms(_ access: KeyAccess, among: Set<String>? = nil) -> Set<ApplePlatform> {
        guard !access.targets.isEmpty else { return [.iOS] }
        return Set(access.targets.filter { among?.contains($0) ?? true }.compactMap(project.target).flatMap { $0.configurations.map(\.platform) })
    }

    /// Whether a write lands where one of the reads runs in a widget: a watch app's writes stay in
    /// the watch's container, so they reach code the watch runs (a file its app and an iPhone
    /// widget both compile too) and not an iPhone's widget.
    func reaches(_ write: KeyAccess, _ reads: [KeyAccess]) -> Bool {
        let written = platforms(write)
        let widgets = Set(project.targets.filter { $0.role.isWidget }.map(\.name))
        return written.isEmpty || reads.contains { read in
            let read = platforms(read, among: widgets)
            return read.isEmpty || !read.isDisjoint(with: written)
        }
    }

    /// The written key (or the suite's) `key` most likely meant: one or two edits away (a third
    /// for long keys), the same but for letter case, or one the other starts or ends with.
    func nearest(to key: String) -> String? {
        let candidates = OrderedSet(writes.keys.sorted() + (suite?.keys.sorted() ?? [])).elements.filter { $0 != key }
        let lowered = key.lowercased()
        if let same = candidates.first(where: { $0.lowercased() == lowered }) { return same }
        let limit = max(EditDistance.typoLimit, key.count / 4)
        let scored = candidates.map { ($0, EditDistance.between($0, key, swapsCountOne: true)) }.filter { $0.1 <= limit }
        if let best = scored.min(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }) { return best.0 }
        return candidates.first { candidate in
            let shorter = min(candidate.count, key.count)
            return shorter >= 3 && (candidate.lowercased().hasPrefix(lowered) || lowered.hasPrefix(candidate.lowercased())
                || candidate.lowercased().hasSuffix(lowered) || lowered.hasSuffix(candidate.lowercased()))
        }
    }

    /// Who writes the app's data, as a fix names it: home_widget's call in a Flutter app, else Swift's.
    var writesWithHomeWidget: Bool { project.snapshot.keys.accesses.contains { $0.language == .dart && $0.role == .write && $0.suite != .app } }

    /// A write of `key` to the group as the app's code would make it: in Kotlin or C# when the app
    /// writes the group from that language (a Multiplatform or .NET app), else in Swift.
    func writeCall(of key: String) -> String {
        let languages = Set(project.snapshot.keys.accesses.filter { $0.role == .write && $0.suite != .app }.map(\.language))
        if languages.contains(.kotlin) { return "NSUserDefaults(suiteName = group).setObject(value, forKey = \"\(key)\")" }
        if languages.contains(.csharp) { return "new NSUserDefaults(group, NSUserDefaultsType.SuiteName).SetString(value, \"\(key)\")" }
        return "UserDefaults(suiteName: group)?.set(value, forKey: \"\(key)\")"
    }

    /// What the widget shows when its reads get nothing: its placeholder, or the default every
    /// read falls back to (`?? "UN"`, `integer(forKey:)`'s 0), which it then always shows.
    static func outcome(_ reads: [KeyAccess]) -> String {
        let defaults = OrderedSet(reads.compactMap(\.absentValue)).elements
        guard !defaults.isEmpty, reads.allSatisfy({ $0.absentValue != nil }) else { return "the widget reads nil and shows its placeholder" }
        return "the widget always falls back to \(defaults.map(\.shown).spoken), never the app's value"
    }

    /// The places of a key's reads as a message names them, the first first.
    static func places(_ reads: [KeyAccess]) -> String {
        OrderedSet(reads.map { "\($0.file):\($0.line)" }).elements.map(\.shown).spoken
    }

    /// One finding about a key's reads: at the constant's definition when they all share one, else
    /// (or when a read tries a list of keys, each defined elsewhere) at the first read.
    static func finding(_ severity: Finding.Severity, _ reads: [KeyAccess], _ message: String, fix: String? = nil) -> Finding {
        let first = reads[0]
        let targets = OrderedSet(reads.flatMap(\.targets)).elements
        let definitions = Set(reads.map(\.definedAt))
        if definitions.count == 1, first.alternatives.isEmpty, let definition = first.definedAt, let colon = definition.lastIndex(of: ":"),
           let line = Int(definition[definition.index(after: colon)...]) {
            return Finding(severity, target: targets.count == 1 ? targets[0] : nil, file: String(definition[..<colon]), line: line, message: message, fix: fix)
        }
        return Finding(severity, target: targets.count == 1 ? targets[0] : nil, file: first.file, line: first.line, message: message, fix: fix)
    }

    /// The contract of each project with a widget that reads its group's suite.
    static func all(_ context: DoctorContext) -> [KeyContract] {
        // The container is the app's when one project was read (several: which one wrote it is unknown).
        let container = context.projects.count == 1 ? context.container.evidence : nil
        let stopped = (context.reading?.allReadProblems ?? []).contains { if case .truncated = $0.kind { true } else { false } }
        return context.projects.compactMap { project in
            var contract = KeyContract(project, container: container)
            contract?.complete = !stopped
            return contract
        }
    }
}

/// The last name of an expression not followed: `Key.count.rawValue` names `count`, `key` names `key`.
enum SourceTextName {
    static func last(of expression: String) -> String? {
        var parts = expression.split(separator: ".").map { String($0).trimmingWhitespace }
        if parts.last == "rawValue" { parts.removeLast() }
        guard let last = parts.last, let first = last.first, first == "_" || first.isLetter,
              last.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }) else { return nil }
        return last
    }
}
