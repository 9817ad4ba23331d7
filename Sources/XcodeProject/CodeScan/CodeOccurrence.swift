import Essentials

/// One place in Dart or Swift code that names a group, declares a widget kind or reloads one.
public struct CodeOccurrence: Sendable, Codable, Hashable {
    public enum Kind: String, Codable, Sendable {
        /// A group the code opens: `setAppGroupId`, `appGroupId:`, `UserDefaults(suiteName:)`...
        case group
        /// A widget's `kind`, from its configuration.
        case widgetKind = "widget-kind"
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

    public enum Language: String, Codable, Sendable {
        case dart, swift
    }

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
    /// Swift: the targets that compile the file. Dart: empty (it runs in the app).
    public var targets: [String]

    public init(kind: Kind, language: Language, call: String, value: String?, expression: String, file: String, line: Int,
                definedAt: String? = nil, targets: [String] = []) {
        self.kind = kind
        self.language = language
        self.call = call
        self.value = value
        self.expression = expression
        self.file = file
        self.line = line
        self.definedAt = definedAt
        self.targets = targets
    }

    private enum CodingKeys: String, CodingKey {
        case kind, language, call, value, expression, file, line, definedAt, targets
    }
}
