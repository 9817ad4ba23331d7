/// One thing wrong with the group's data, as the widget would meet it: where (file, key, field),
/// what, and the default used instead. The file and the field are held as found and shown
/// escaped; the message and the default are messages already, their data escaped where made.
public struct DataProblem: Equatable, Sendable, CustomStringConvertible {
    /// The suite plist (or other file) holding the value.
    public let file: String
    /// The defaults key, for example `items`.
    public let key: String
    /// The exact field, for example `items[2].valueA`; equal to `key` for a top-level value.
    public let field: String
    public let message: String
    /// What the widget uses instead, or nil when the value is used anyway.
    public let defaultUsed: String?

    public init(file: String, key: String, field: String? = nil, message: String, defaultUsed: String?) {
        self.file = file
        self.key = key
        self.field = field ?? key
        self.message = message
        self.defaultUsed = defaultUsed
    }

    public var description: String {
        "\(file.shown): \(field.shown): \(message)" + (defaultUsed.map { "; using \($0)" } ?? "")
    }
}
