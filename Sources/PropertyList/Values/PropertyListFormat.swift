import Essentials

/// Decodes a property list from bytes with the tool's own bounded readers, one per format (binary,
/// XML, and the old ASCII format CoreFoundation still reads), and writes the binary format iOS
/// keeps suites in. Other formats are refused.
public enum PropertyListFormat {
    public static func decode(_ data: Data, limits: PlistLimits = .standard) throws(PlistSyntaxError) -> PlistValue {
        if data.isEmpty { throw PlistSyntaxError("empty file (0 bytes)") }
        if data.starts(with: Array("bplist".utf8)) {
            return try BinaryPlistReader(data, limits: limits).read()
        }
        if XMLPlistReader.looksLikeXML(data) {
            return try XMLPlistReader(data, limits: limits).read()
        }
        if OpenStepPlistParser.looksLikeOpenStep(data) {
            do { return try OpenStepPlistParser.parse(data, limits: .init(limits)) } catch {
                throw PlistSyntaxError("old ASCII property list: \(error.reason)", offset: error.offset, line: error.line)
            }
        }
        throw PlistSyntaxError("neither a binary (bplist00) nor an XML property list", offset: 0)
    }

    /// Binary plist bytes, as iOS stores a suite; refused past the limits the readers apply.
    public static func encodeBinary(_ value: PlistValue, limits: PlistLimits = .standard) throws(PlistWriteError) -> Data {
        try BinaryPlistWriter.encode(value, limits: limits)
    }
}
