extension SwiftDeclarations {
    /// Whether the type name at `offset` builds a value there, as a view is drawn where it is
    /// made: `Name(`, `Name {`, `Name<T>(`, `Name.init(` (or `Name.init` handed on as the
    /// function that makes one). A type named otherwise is not drawn there: `Name.member` (a
    /// static constant a view reads, videolan+vlc-ios's `MediaLibraryWidgetEntryView.urlScheme`),
    /// `Name.self`, a generic argument, a cast (`as? Name {`), or a type annotation, return type
    /// or conformance whose `{` opens the declaration's body (`var backdrop: Backdrop {`).
    func builds(typeAt offset: Int) -> Bool {
        let bytes = source.bytes
        let name = source.identifierRun(at: offset)
        guard !name.isEmpty else { return false }
        if let before = source.word(before: offset), ["struct", "class", "enum", "actor", "extension", "protocol", "typealias", "func", "case", "is", "as"].contains(before) {
            return false
        }
        // `as? Name`, `as! Name`.
        let previous = source.skippingSpacesBack(from: offset)
        if previous > 0, bytes[previous - 1] == UInt8(ascii: "?") || bytes[previous - 1] == UInt8(ascii: "!"), source.word(before: previous - 1) == "as" {
            return false
        }
        var next = name.upperBound
        if let afterGenerics = source.genericClause(at: next) { next = afterGenerics }
        if let afterInit = source.after([".", "init"], from: next), afterInit == bytes.count || !SourceText.isIdentifier(bytes[afterInit]) { return true }
        while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
        guard next < bytes.count else { return false }
        if bytes[next] == UInt8(ascii: "(") { return true }
        return bytes[next] == UInt8(ascii: "{") && !opensDeclaration(at: next)
    }

    /// Whether the `{` at `brace` opens a declaration's body (declarations are in source order,
    /// and so are their bodies' openings).
    private func opensDeclaration(at brace: Int) -> Bool {
        var low = 0, high = declarations.count
        while low < high {
            let middle = (low + high) / 2
            if declarations[middle].block.lowerBound < brace { low = middle + 1 } else { high = middle }
        }
        return low < declarations.count && declarations[low].block.lowerBound == brace
    }
}
