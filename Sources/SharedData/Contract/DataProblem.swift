/// One thing wrong with the group's data, as the widget would meet it: where (file, key, field),
/// what, the default used instead, and how much it matters (`severity`). The file and the field
/// are held as found and shown escaped; the message and the default are messages already, their
/// data escaped where made.
public struct DataProblem: Equatable, Sendable, CustomStringConvertible {
    /// How much a problem matters, decided once here for every command that reports it (`check`,
    /// `doctor`, `app update-items`, the preview).
    public enum Severity: Int, Comparable, Sendable {
        /// The contract's own default for a field left out: what the contract says happens.
        case note
        /// Read anyway, or ignored: the widget shows what the app meant, or the app sent more than
        /// the widget reads.
        case warning
        /// The widget draws something other than what the app wrote: a default in place of a value
        /// it cannot read, a stage it has no artwork for, a value off its scale.
        case problem

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The suite plist (or other file) holding the value.
    public let file: String
    /// The defaults key, for example `items`.
    public let key: String
    /// The exact field, for example `items[2].valueA`; equal to `key` for a top-level value.
    public let field: String
    public let message: String
    /// What the widget uses instead, or nil when the value is used anyway.
    public let defaultUsed: String?
    public let severity: Severity
    /// The value has the contract's shape (its JSON type) but not one of its values: a stage
    /// without artwork, a value off the scale, a field the widget does not read. The app can write
    /// it, so `app update-items` stores it with a warning, as the app would; `check` and `doctor`
    /// report it, since the extension cannot draw it as meant.
    public let outsideContract: Bool

    /// - Parameter severity: nil is a problem when a default replaces the value, else a warning.
    public init(file: String, key: String, field: String? = nil, message: String, defaultUsed: String?,
                severity: Severity? = nil, outsideContract: Bool = false) {
        self.file = file
        self.key = key
        self.field = field ?? key
        self.message = message
        self.defaultUsed = defaultUsed
        self.severity = severity ?? (defaultUsed == nil ? .warning : .problem)
        self.outsideContract = outsideContract
    }

    public var description: String {
        "\(file.shown): \(field.shown): \(message)" + (defaultUsed.map { "; using \($0)" } ?? "")
    }
}
