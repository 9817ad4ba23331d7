import Essentials

/// One place in Dart or Swift code that names a group, declares a widget kind or reloads one.
public struct CodeOccurrence: Sendable, Codable, Hashable {
    public enum Kind: String, Codable, Sendable {
        /// A group the code opens: `setAppGroupId`, `appGroupId:`, `UserDefaults(suiteName:)`...
        case group
        /// A widget's `kind`, from its configuration, of a widget some widget extension's bundle
        /// registers (under the extension's active compilation conditions).
        case widgetKind = "widget-kind"
        /// A kind the code declares that no bundle registers: a widget compiled out (`#if`), left
        /// out of its bundle, or a constant of the namespace the registered kinds are defined in
        /// whose widget is gone. A reload of it reloads nothing, and harms nothing.
        case declaredKind = "declared-kind"
        /// A reload of one kind: `updateWidget(iOSName:)` or `name:`, `reloadTimelines(ofKind:)`.
        case reload
        /// `updateWidget` with only Android names: reloads nothing on iOS.
        case androidOnlyReload = "android-only-reload"
        /// A home_widget data call without `appGroupId:`: relies on `setAppGroupId`.
        case homeWidgetData = "home-widget-data"
        /// An `ActivityConfiguration`: a Live Activity, which reads no group.
        case liveActivity = "live-activity"
        /// A home_widget call that needs the group, made before `setAppGroupId` in the same function.
        case beforeGroupID = "before-group-id"
    }

    /// The languages apps with widgets are written in: Dart (Flutter), Swift and Objective-C (the
    /// Xcode targets), JavaScript/TypeScript (React Native, Expo, Capacitor), Kotlin (Kotlin
    /// Multiplatform's `iosMain`) and C# (.NET MAUI, Xamarin).
    public enum Language: String, Codable, Sendable, CaseIterable {
        case dart, swift
        case objectiveC = "objective-c"
        case javaScript = "javascript"
        case kotlin
        case csharp
    }

    /// The `call` of a home_widget reload whose `name:` is also its `androidName:` (or the class
    /// its `qualifiedAndroidName:` ends in), without `iOSName:`: written for Android, though
    /// home_widget sends that name to iOS as the kind.
    public static let androidNamedReload = "HomeWidget.updateWidget(name:androidName:)"

    public let kind: Kind
    public let language: Language
    /// Where it was found, as a reader would search for it: `HomeWidget.setAppGroupId`,
    /// `UserDefaults(suiteName:)`, `StaticConfiguration(kind:)`, `reloadTimelines(ofKind:)`...
    public let call: String
    /// The string passed: a literal, or the literal of a constant in the same file; nil when the
    /// code computes it.
    @NullWhenAbsent public private(set) var value: String?
    /// The argument as written, shortened.
    public let expression: String
    public let file: String
    public let line: Int
    /// `file:line` of the constant that gives `value`, when it is not written in place.
    @NullWhenAbsent public private(set) var definedAt: String?
    /// Swift and Objective-C: the targets that compile the file (a local package's file: the
    /// targets that link it). Dart, JavaScript, Kotlin and C#: empty (they run in the app).
    public var targets: [String]
    /// The configurations of `targets` that compile it with this value, when not every one does:
    /// a value an Info.plist key gives per configuration (`$(APP_GROUP)`), a line under `#if` on
    /// a configuration's compilation conditions. Empty: every configuration. Not in the report.
    public var configurations: [String] = []

    public init(kind: Kind, language: Language, call: String, value: String?, expression: String, file: String, line: Int,
                definedAt: String? = nil, targets: [String] = [], configurations: [String] = []) {
        self.kind = kind
        self.language = language
        self.call = call
        self.value = value
        self.expression = expression
        self.file = file
        self.line = line
        self.definedAt = definedAt
        self.targets = targets
        self.configurations = configurations
    }

    private enum CodingKeys: String, CodingKey {
        case kind, language, call, value, expression, file, line, definedAt, targets
    }
}
