import Essentials

import WidgetContract

/// A value from the JSON parser together with where it sits, so that a missing field or a
/// wrong type is reported by its path (`frames[3].frame.w`).
struct JSONField {
    let value: JSONValue?
    /// The field's path in the document; empty for the document itself.
    let field: String
    /// The file, for errors.
    let path: String

    init(document: JSONValue, path: String) {
        self.init(value: document, field: "", path: path)
    }

    private init(value: JSONValue?, field: String, path: String) {
        self.value = value
        self.field = field
        self.path = path
    }

    var isAbsent: Bool { value == nil || value == .null }

    var isObject: Bool {
        if case .object = value { true } else { false }
    }

    subscript(key: String) -> JSONField {
        var member: JSONValue?
        if case let .object(entries) = value { member = entries[key] }
        return JSONField(value: member, field: field.isEmpty ? key : "\(field).\(key)", path: path)
    }

    func object() throws(SpriteSheetError) -> JSONField {
        guard isObject else { throw mismatch("an object") }
        return self
    }

    func elements() throws(SpriteSheetError) -> [JSONField] {
        guard case let .array(items) = value else { throw mismatch("an array") }
        return items.enumerated().map { JSONField(value: $1, field: "\(field)[\($0)]", path: path) }
    }

    /// An integer; a number written with a fraction counts when the fraction is zero (`2.0`).
    func int() throws(SpriteSheetError) -> Int {
        switch value {
        case let .int(number): return number
        case let .double(number) where number.rounded() == number && abs(number) < 1e15: return Int(number)
        default: throw mismatch("an integer")
        }
    }

    func string() throws(SpriteSheetError) -> String {
        guard case let .string(text) = value else { throw mismatch("a string") }
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

    private var kind: String {
        switch value {
        case let .int(number): "the number \(number)"
        case let .double(number): "the number \(number)"
        case let value?: value.typeName
        case nil: "nothing"
        }
    }
}
