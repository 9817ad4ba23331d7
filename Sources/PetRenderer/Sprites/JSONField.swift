import Foundation

/// A value from JSONSerialization together with where it sits, so that a missing field or a
/// wrong type is reported by its path (`frames[3].frame.w`). JSONDecoder on Linux reports
/// some of these, such as 1.5 for an integer, only as "not valid JSON".
struct JSONField {
    let value: Any?
    /// The field's path in the document; empty for the document itself.
    let field: String
    /// The file, for errors.
    let path: String

    init(document: Any, path: String) {
        self.init(value: document, field: "", path: path)
    }

    private init(value: Any?, field: String, path: String) {
        self.value = value
        self.field = field
        self.path = path
    }

    var isAbsent: Bool { value == nil || value is NSNull }

    subscript(key: String) -> JSONField {
        JSONField(value: (value as? [String: Any])?[key], field: field.isEmpty ? key : "\(field).\(key)", path: path)
    }

    func object() throws(SpriteSheetError) -> JSONField {
        guard value is [String: Any] else { throw mismatch("an object") }
        return self
    }

    func elements() throws(SpriteSheetError) -> [JSONField] {
        guard let array = value as? [Any] else { throw mismatch("an array") }
        return array.enumerated().map { JSONField(value: $1, field: "\(field)[\($0)]", path: path) }
    }

    func int() throws(SpriteSheetError) -> Int {
        guard !isBoolean, let number = value as? Int else { throw mismatch("an integer") }
        return number
    }

    func string() throws(SpriteSheetError) -> String {
        guard let text = value as? String else { throw mismatch("a string") }
        return text
    }

    /// nil when the field is absent or null, else `read` of it.
    func optional<T>(_ read: (JSONField) throws(SpriteSheetError) -> T) throws(SpriteSheetError) -> T? {
        isAbsent ? nil : try read(self)
    }

    func error(_ problem: String) -> SpriteSheetError {
        .invalidJSON(path: path, field: field.isEmpty ? "(document)" : field, problem: problem)
    }

    private func mismatch(_ expected: String) -> SpriteSheetError {
        error(value == nil ? "missing" : "expected \(expected), found \(kind)")
    }

    /// JSON `true` and `false` arrive as NSNumber, which would otherwise pass for 1 and 0.
    private var isBoolean: Bool {
        value.map { type(of: $0) == type(of: NSNumber(value: true)) } ?? false
    }

    private var kind: String {
        switch value {
        case is NSNull: "null"
        case is String: "a string"
        case _ where isBoolean: "a boolean"
        case is NSNumber: "the number \(value.map { "\($0)" } ?? "")"
        case is [Any]: "an array"
        default: "an object"
        }
    }
}
