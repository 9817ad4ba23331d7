import Essentials

/// A document the tool prints or stores as JSON (a frame, a timeline, a check report, doctor's
/// findings, a snapshot index). One encoding for all of them: pretty-printed with sorted keys, so
/// stored files and CI logs diff line by line and the same value always gives the same bytes,
/// slashes left alone (paths stay readable), ending in a newline.
public protocol JSONDocument: Encodable {}

extension JSONDocument {
    public func encodedData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }

    public func encoded() throws -> String {
        String(decoding: try encodedData(), as: UTF8.self)
    }
}
