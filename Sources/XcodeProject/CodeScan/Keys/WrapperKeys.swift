import Essentials

/// A key kept by a type of the project's: the type stores it in a `String` property and writes
/// `forKey: key` (`UserDefaultsValue<T>(key: "upperBound", default: 180)`, whose setter stores its
/// value; a `@propertyWrapper struct UserDefault` used as `@UserDefault("count")`). The write itself
/// names only the property, a key known at run time; each construction of the type names the
/// key, and is where the app keeps that key written (nightguard, unseen: fourteen keys read from
/// the group, written only through such a type, were "never written").
enum WrapperKeys {
    /// A type keeping its key in `property`; `unlabeled`: its initializer takes the key first,
    /// without a label (`init(_ key: String, ...)`).
    struct Wrapper: Hashable {
        let type: String
        let property: String
        let unlabeled: Bool
    }

    /// Constructions read per wrapper type, and wrapper types per project: a type of a few dozen
    /// settings is the shape; past these the rest of its keys stay unknown, as before.
    static let maximumConstructions = 256
    static let maximumWrappers = 8

    /// The wrapper a write's key expression (`key`, `self.key`) names, where the type around the
    /// write declares that name as a stored `String`.
    static func wrapper(of expression: String, at offset: Int, in source: SourceText, declarations: SourceDeclarations) -> Wrapper? {
        var name = expression.trimmingWhitespace
        if name.hasPrefix("self.") { name = String(name.dropFirst(5)) }
        guard SourceText.isName(name),
              let type = declarations.enclosingType(at: offset), ["struct", "class", "actor", "extension"].contains(type.keyword) else { return nil }
        let scope = type.keyword == "extension" ? source.code : source.text(type.body)
        guard let stored = (try? Regex("\\b(?:let|var)\\s+" + name + "\\s*:\\s*String\\b"))?.wordBoundaryKind(.simple), scope.contains(stored) else { return nil }
        let unlabeled = ((try? Regex("\\binit\\s*\\(\\s*_\\s+" + name + "\\s*:"))?.wordBoundaryKind(.simple)).map { source.code.contains($0) } ?? false
        return Wrapper(type: type.name, property: name, unlabeled: unlabeled)
    }

    /// Each construction of `wrapper` in `source` (`Type(key: ...)`, `Type<T>(key: ...)`,
    /// `@Type(key: ...)`, and `Type("...")` where its key is unlabeled): the key's argument and
    /// where the construction starts.
    static func constructions(of wrapper: Wrapper, in source: SourceText) -> [(expression: String, offset: Int)] {
        guard source.code.utf8.contains(word: wrapper.type),
              let call = (try? Regex("\\b" + wrapper.type + "\\s*(?:<[^>\\n]{0,80}>)?\\s*\\("))?.wordBoundaryKind(.simple) else { return [] }
        var found: [(expression: String, offset: Int)] = []
        for match in source.code.matches(of: call) where found.count < maximumConstructions && !source.isInString(match.range.lowerBound) {
            // Not a member of something else (`Other.StoredValue(`); `@StoredValue(` is the wrapper's.
            let start = source.offset(of: match.range.lowerBound)
            if start > 0, source.bytes[start - 1] == UInt8(ascii: ".") { continue }
            let open = source.offset(of: match.range.upperBound)
            guard let arguments = source.arguments(fromOffset: open) else { continue }
            let key = arguments.first { $0.label == wrapper.property } ?? (wrapper.unlabeled ? arguments.first.flatMap { $0.label == nil ? $0 : nil } : nil)
            if let key, !key.expression.isEmpty { found.append((key.expression, start)) }
        }
        return found
    }
}
