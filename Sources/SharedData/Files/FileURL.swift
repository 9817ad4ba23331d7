/// A `file:` URL as apps store one in place of a path (`URL.absoluteString` gives
/// `file:///private/var/mobile/...`): the forms RFC 8089 allows, `file:///path`,
/// `file://localhost/path` and `file:/path`, read as the percent-decoded UTF-8 path. A query or
/// fragment names no part of the file and is dropped, as `URL.path` drops it.
public enum FileURL {
    static let scheme = "file:"

    /// Whether `text` starts with the `file:` scheme (schemes are case-insensitive).
    public static func isFileURL(_ text: String) -> Bool {
        text.prefix(scheme.count).lowercased() == scheme
    }

    /// The absolute path the URL names.
    static func path(_ url: String) throws(FileAccessError) -> String {
        var rest = url.dropFirst(scheme.count)
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
        if rest.hasPrefix("//") {
            let authority = rest.dropFirst(2).prefix { $0 != "/" }
            guard authority.isEmpty || authority.lowercased() == "localhost" else {
                throw .malformedFileURL(url: url, reason: "names the host \(authority); a file URL in a container names no host")
            }
            rest = rest.dropFirst(2 + authority.count)
        }
        guard rest.hasPrefix("/") else { throw .malformedFileURL(url: url, reason: "its path is not absolute") }
        return try decoded(rest, url: url)
    }

    /// `%XX` escapes as bytes, the whole read as UTF-8; a NUL, which no path holds, is refused.
    private static func decoded(_ text: Substring, url: String) throws(FileAccessError) -> String {
        var bytes: [UInt8] = []
        var input = Array(text.utf8)[...]
        while let byte = input.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            let digits = input.prefix(2)
            let escape = "%" + String(decoding: digits, as: UTF8.self)
            guard digits.count == 2, let value = UInt8(String(decoding: digits, as: UTF8.self), radix: 16) else {
                throw .malformedFileURL(url: url, reason: "'\(escape)' is not a percent escape")
            }
            guard value != 0 else { throw .malformedFileURL(url: url, reason: "'\(escape)' decodes to NUL, which no path holds") }
            bytes.append(value)
            input = input.dropFirst(2)
        }
        guard let path = String(validating: bytes, as: UTF8.self) else {
            throw .malformedFileURL(url: url, reason: "the percent escapes are not UTF-8")
        }
        return path
    }
}
