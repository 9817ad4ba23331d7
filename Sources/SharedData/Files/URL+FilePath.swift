import Essentials

extension URL {
    /// `path`, without Foundation's percent-decoding when there is nothing to decode. A file URL's
    /// `path` (and `lastPathComponent`, and `appendingPathComponent` without `isDirectory:`, which
    /// asks the file system) decodes its percent-encoded path through a `Set<UInt8>` literal, and
    /// Foundation's first one has the Swift runtime look `UInt8: Hashable` up among all the
    /// executable's conformances: 340,000 instructions, an eighth of a `widget-tui render`.
    public var filePath: String { plainFilePath ?? path }

    /// `lastPathComponent`, the same way: the name after the path's last `/`; the path itself
    /// when it has none or is `/`.
    public var lastFilePathComponent: String {
        guard let path = plainFilePath else { return lastPathComponent }
        guard path.utf8.count > 1, let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }

    /// A file URL's encoded path when it holds no `%`, less its trailing slashes (a lone `/`
    /// kept): then it is `path` itself. nil when only decoding can tell.
    private var plainFilePath: String? {
        guard isFileURL, #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else { return nil }
        let encoded = path(percentEncoded: true)
        guard !encoded.utf8.contains(UInt8(ascii: "%")) else { return nil }
        guard let end = encoded.utf8.lastIndex(where: { $0 != UInt8(ascii: "/") }) else { return encoded.isEmpty ? "" : "/" }
        return String(encoded[...end])
    }
}
