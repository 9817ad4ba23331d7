import Foundation

/// Decodes a property list from bytes: binary with our own bounds-checked reader, XML (as Xcode
/// writes `.entitlements` files) with Foundation, the old ASCII (OpenStep) format with
/// `OpenStepPlistParser`. Other formats are refused.
public enum PropertyListFormat {
    public static func decode(_ data: Data) throws(PlistSyntaxError) -> PlistValue {
        if data.isEmpty { throw PlistSyntaxError("empty file (0 bytes)") }
        if data.starts(with: Array("bplist".utf8)) {
            return try BinaryPlistReader(data).read()
        }
        let head = String(decoding: data.prefix(64), as: UTF8.self).drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        if OpenStepPlistParser.looksLikeOpenStep(data) {
            do { return try OpenStepPlistParser.parse(data) } catch { throw PlistSyntaxError("old ASCII property list: \(error)", offset: error.offset) }
        }
        guard head.hasPrefix("<?xml") || head.hasPrefix("<plist") || head.hasPrefix("<!DOCTYPE plist") else {
            throw PlistSyntaxError("neither a binary (bplist00) nor an XML property list", offset: 0)
        }
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw PlistSyntaxError("malformed XML property list: \((error as NSError).userInfo[NSDebugDescriptionErrorKey] ?? error)")
        }
        return try value(of: object, at: "")
    }

    /// Binary plist bytes, as iOS stores a suite.
    public static func encodeBinary(_ value: PlistValue) -> Data {
        BinaryPlistWriter.encode(value)
    }

    /// Converts Foundation's parse result, telling Bool from numbers by the NSNumber's type code.
    private static func value(of object: Any, at path: String) throws(PlistSyntaxError) -> PlistValue {
        switch object {
        case let v as String: return .string(v)
        case let v as Data: return .data(v)
        case let v as Date: return .date(v)
        case let v as [Any]:
            var items: [PlistValue] = []
            for (i, item) in v.enumerated() { items.append(try value(of: item, at: "\(path)[\(i)]")) }
            return .array(items)
        case let v as [AnyHashable: Any]:
            var entries: [String: PlistValue] = [:]
            for (key, item) in v {
                guard let key = key.base as? String else { throw PlistSyntaxError("non-string dictionary key at \(path.isEmpty ? "top level" : path)") }
                entries[key] = try value(of: item, at: path.isEmpty ? key : "\(path).\(key)")
            }
            return .dictionary(entries)
        case let v as Bool where type(of: object) == Bool.self:
            return .bool(v)
        case let v as NSNumber:
            switch String(cString: v.objCType) {
            case "c", "B": return .bool(v.boolValue)
            case "d", "f": return .double(v.doubleValue)
            case "Q" where v.uint64Value > UInt64(Int.max):
                throw PlistSyntaxError("integer \(v.uint64Value) at \(path) does not fit in 64 bits")
            default: return .int(v.intValue)
            }
        default:
            throw PlistSyntaxError("unsupported value of type \(type(of: object)) at \(path.isEmpty ? "top level" : path)")
        }
    }
}
