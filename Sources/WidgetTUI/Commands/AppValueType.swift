import Essentials
import PetRenderer
import SharedData
import WidgetTUIKit

/// `app set --type`: how a command-line VALUE becomes a property-list value.
enum AppValueType: String, CaseIterable {
    case int, double, bool, string, date, json, data

    func parse(_ text: String) throws -> PlistValue {
        switch self {
        case .int:
            guard let value = Int(text) else { throw invalid(text, "an integer") }
            return .int(value)
        case .double:
            guard let value = Double(text), value.isFinite else { throw invalid(text, "a finite number") }
            return .double(value)
        case .bool:
            switch text.lowercased() {
            case "true", "yes", "1": return .bool(true)
            case "false", "no", "0": return .bool(false)
            default: throw invalid(text, "true or false")
            }
        case .string:
            return .string(text)
        case .date:
            guard let date = ISODate.parse(text) else { throw invalid(text, "an ISO 8601 date such as 2026-11-29T12:00:00Z") }
            return .date(date)
        case .json:
            let value: JSONValue
            do { value = try JSONParser.parse(Data(text.utf8)) } catch { throw CLIError("VALUE (--type json): \(error)", exitCode: 64) }
            guard let plist = value.plistValue() else { throw CLIError("VALUE (--type json): null has no property-list form", exitCode: 64) }
            return plist
        case .data:
            guard let data = Data(base64Encoded: text) else { throw invalid(text, "base64") }
            return .data(data)
        }
    }

    private func invalid(_ text: String, _ expected: String) -> CLIError {
        CLIError("VALUE (--type \(rawValue)): '\(text.shown)' is not \(expected)", exitCode: 64)
    }
}
