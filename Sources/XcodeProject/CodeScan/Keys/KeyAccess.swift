import Essentials

/// One read or write of a key of the group's suite in the code: `defaults.set(3, forKey: "count")`,
/// `HomeWidget.saveWidgetData<int>('count', 3)`, `[defaults setInteger:3 forKey:@"count"]`,
/// `UserDefaults(suiteName: group)?.integer(forKey: "count")`, `@AppStorage("count", store: ...)`.
/// The contract between the app (the writer) and the widget (the reader) is checked on these.
public struct KeyAccess: Sendable, Codable, Hashable {
    public enum Role: String, Codable, Sendable {
        case read, write
    }

    /// What a writer stores, as a property list knows it, in the classes `UserDefaults`' getters
    /// tell apart: a number covers integers, floating point and booleans (one `NSNumber`).
    public enum StoredType: String, Codable, Sendable {
        case string, number, data, array, dictionary, date

        /// As a sentence says it: `a string`, `a number`, `Data`...
        public var spoken: String {
            switch self {
            case .string: "a string"
            case .number: "a number"
            case .data: "Data"
            case .array: "an array"
            case .dictionary: "a dictionary"
            case .date: "a Date"
            }
        }
    }

    /// Whose suite the access names: the group's (`UserDefaults(suiteName:)`, a property holding
    /// one, home_widget), or one the scan could not tell (a parameter, a wrapper's property).
    public enum Suite: String, Codable, Sendable {
        case group, unknown
        /// The app's own defaults, written through a library whose `group` option does not make it
        /// the group's (Capacitor Preferences, React Native's AsyncStorage and Settings, Flutter's
        /// shared_preferences: decision 12): never what a widget reads.
        case app = "app-defaults"
    }

    /// The languages whose writes and reads are read.
    public enum Language: String, Codable, Sendable {
        case swift, dart
        case objectiveC = "objective-c"
        /// JavaScript or TypeScript of a React Native, Expo or Capacitor app.
        case script = "javascript"
        /// Kotlin of a Multiplatform app's iOS source sets; C# of a .NET MAUI or Xamarin app.
        case kotlin, csharp
    }

    public let role: Role
    public let language: Language
    /// The call as a reader searches for it: `integer(forKey:)`, `HomeWidget.saveWidgetData`, `@AppStorage`.
    public let call: String
    /// The key: a literal, or a constant's literal; nil when the code builds it at run time.
    @NullWhenAbsent public private(set) var key: String?
    /// The key argument as written, shortened.
    public let expression: String
    /// For a key built at run time by interpolation, its literal head and tail (`"item_\(id)"`:
    /// `item_`; `"\(name)_state"`: `_state`); nil where there is none.
    @NullWhenAbsent public private(set) var prefix: String?
    @NullWhenAbsent public private(set) var suffix: String?
    /// A write: what it stores, when the code says (a literal, `<int>`, `JSONEncoder().encode`).
    /// A read: the one type it accepts, when it is strict (`data(forKey:)`, `object(forKey:) as? String`);
    /// nil for a read that converts (`string(forKey:)` reads numbers, `integer(forKey:)` numeric strings).
    @NullWhenAbsent public private(set) var type: StoredType?
    public let suite: Suite
    public let file: String
    public let line: Int
    /// `file:line` of the constant that gives `key`, when it is not written in place.
    @NullWhenAbsent public private(set) var definedAt: String?
    /// Swift and Objective-C: the targets that compile the file. Dart: empty (it runs in the app).
    public var targets: [String]
    /// A read: what it gives where the key is absent, when that is not nil (a default after `??` as
    /// written, `0` from `integer(forKey:)`): the widget then shows that, not its placeholder.
    @NullWhenAbsent public var absentValue: String?
    /// A read of the first of several keys set (`for key in [key, "prefix.\(key)"] { ... }`): the
    /// other keys the same read tries. It reads nil only when none of them is written.
    public var alternatives: [String] = []

    public init(role: Role, language: Language, call: String, key: String?, expression: String, prefix: String? = nil, suffix: String? = nil,
                type: StoredType?, suite: Suite, file: String, line: Int, definedAt: String? = nil, targets: [String] = []) {
        self.role = role
        self.language = language
        self.call = call
        self.key = key
        self.expression = expression
        self.prefix = prefix
        self.suffix = suffix
        self.type = type
        self.suite = suite
        self.file = file
        self.line = line
        self.definedAt = definedAt
        self.targets = targets
    }

    /// Whether a key built at run time may be `key`: its literal head and tail fit it.
    public func mayBe(_ key: String) -> Bool {
        guard self.key == nil, (prefix?.count ?? 0) + (suffix?.count ?? 0) >= 2 else { return false }
        return key.hasPrefix(prefix ?? "") && key.hasSuffix(suffix ?? "") && key.count >= (prefix?.count ?? 0) + (suffix?.count ?? 0)
    }

    /// Where the key is written: the constant's definition, else the call.
    public var keyPlace: String { definedAt ?? "\(file):\(line)" }

    private enum CodingKeys: String, CodingKey {
        case role, language, call, key, expression, prefix, suffix, type, suite, file, line, definedAt, targets, absentValue
    }
}

/// The keys of one project's code: every read and write of the group's suite found, and what
/// keeps the list from being complete.
public struct KeyFacts: Sendable {
    public var accesses: [KeyAccess] = []
    /// For each key a read names, the places (`file:line`) where the same string stands as a
    /// literal other than at a read: a helper's call (`save("count", 3)`), a key enum, a Codable
    /// wrapper. A key mentioned there may be written through code the scan does not follow.
    public var mentions: [String: [String]] = [:]
    /// Keys set as launch arguments (`-KEY value`: a UI test's `launchArguments`, a shared scheme's
    /// arguments, a Snapfile's `launch_arguments`), with the first places (`file:line`): the argument
    /// domain every `UserDefaults` of the launched process reads, suites included (`LaunchArgumentKeys`).
    public var launchArguments: [String: [String]] = [:]
    /// The app's code in languages whose writes are not read (JavaScript of a React Native app
    /// whose scripts were not found, Kotlin of a Multiplatform app): a key they write is unknown here.
    public var unscannedWriters: [String] = []
    /// The app's code beside the Xcode project whose writes were read (a React Native or Capacitor
    /// app's scripts): not a writer of unknown keys.
    public var readAppCode: Set<CodeRoot.Language> = []
    /// The languages of the app code beside the Xcode project that was read at all (a Multiplatform
    /// app's Kotlin, a .NET app's C#), writes or none: what the widget's Swift may call into.
    public var appCodeLanguages: Set<CodeRoot.Language> = []
    /// Whether some code reads every key at once (`dictionaryRepresentation()`): no key is then unread.
    public var readsAllKeys = false
    /// Writes in bridge code (a Capacitor plugin, a React Native module, a Flutter plugin) that only
    /// widget extensions compile, with the bridge's name: they never run (`BridgeCode`), so they are
    /// not in `accesses`; kept to name them where a key is then unwritten.
    public var strandedWrites: [(write: KeyAccess, framework: String)] = []
    /// Where code the app may run names a reload of widget timelines (`ReloadMentions`), the first
    /// few: any code of the project but Swift and Objective-C that only widget extensions compile
    /// (`widgetOnly`), whose reload (a refresh button's intent) never follows the app's writes.
    public var reloads: [String] = []
    /// The same for iOS 18's controls (`ControlCenter.shared.reloadControls(ofKind:)`, `reloadAllControls()`).
    public var controlReloads: [String] = []
    /// The lines of the control value providers (`ControlValueProvider`, `AppIntentControlValueProvider`)
    /// by file: a read there is a control's, which only a control reload refreshes.
    public var controlProviders: LinesByFile = [:]

    /// The files of `sources` only widget extensions compile: code the app never runs (round 16
    /// GODepartureScreen: the widget's refresh intent was the only reload, and the app, writing
    /// what the widget filters by, was taken to reload).
    static func widgetOnly(_ sources: [IntentInspection.Source], targets: [TargetFacts]) -> Set<String> {
        let widgets = Set(targets.filter { $0.role.isWidget }.map(\.name))
        return Set(sources.filter { !$0.targets.isEmpty && $0.targets.allSatisfy(widgets.contains) }.map(\.file))
    }

    public init() {}
}

/// Line ranges by file (a control's value providers, App Intents' declarations): whether a place
/// of the code lies inside one.
public typealias LinesByFile = [String: [ClosedRange<Int>]]

extension Dictionary where Key == String, Value == [ClosedRange<Int>] {
    public func contains(file: String, line: Int) -> Bool {
        self[file]?.contains { $0.contains(line) } ?? false
    }
}
