/// Walks ASN.1 BER/DER, as far as a provisioning profile needs: tags, definite lengths of up to
/// four bytes, and the indefinite lengths (`0x80` ... `00 00`) that Apple's signing tools write.
/// Every length is checked against its enclosing element; nesting is bounded.
struct DERReader {
    struct Element {
        let tag: UInt8
        /// Where the element starts (its tag byte), for error offsets.
        let start: Int
        let content: Range<Int>
        /// Just past the element (past the end-of-contents bytes for an indefinite length).
        let end: Int

        var isConstructed: Bool { tag & 0x20 != 0 }
    }

    let bytes: [UInt8]
    static let maximumDepth = 32

    /// The element starting at `offset`, which must end by `limit`.
    func element(at offset: Int, limit: Int, depth: Int = 0) throws(ProvisioningProfileError) -> Element {
        guard depth < Self.maximumDepth else { throw .notCMS("nested deeper than \(Self.maximumDepth) levels", offset: offset) }
        guard offset + 2 <= limit else { throw .notCMS("truncated: an element runs past its container", offset: offset) }
        let tag = bytes[offset]
        guard tag & 0x1F != 0x1F else { throw .notCMS("multi-byte tags are not used in profiles", offset: offset) }
        let first = bytes[offset + 1]
        var index = offset + 2
        if first == 0x80 {
            guard tag & 0x20 != 0 else { throw .notCMS("indefinite length on a primitive element", offset: offset) }
            let contentStart = index
            while true {
                guard index + 2 <= limit else { throw .notCMS("indefinite length never ends", offset: offset) }
                if bytes[index] == 0, bytes[index + 1] == 0 { return Element(tag: tag, start: offset, content: contentStart..<index, end: index + 2) }
                index = try element(at: index, limit: limit, depth: depth + 1).end
            }
        }
        var length = Int(first)
        if first & 0x80 != 0 {
            let count = Int(first & 0x7F)
            guard (1...4).contains(count), index + count <= limit else { throw .notCMS("bad length of \(count) bytes", offset: offset) }
            length = bytes[index..<(index + count)].reduce(0) { $0 << 8 | Int($1) }
            index += count
        }
        guard length <= limit - index else { throw .notCMS("truncated: \(length) bytes of content do not fit", offset: offset) }
        return Element(tag: tag, start: offset, content: index..<(index + length), end: index + length)
    }

    /// The elements inside a constructed element, in order.
    func children(of parent: Element, depth: Int = 0) throws(ProvisioningProfileError) -> [Element] {
        var children: [Element] = []
        var index = parent.content.lowerBound
        while index < parent.content.upperBound {
            let child = try element(at: index, limit: parent.content.upperBound, depth: depth + 1)
            children.append(child)
            index = child.end
        }
        return children
    }

    /// An OCTET STRING's bytes: primitive, or constructed from primitive pieces (BER).
    func octets(_ element: Element) throws(ProvisioningProfileError) -> ArraySlice<UInt8> {
        if element.tag == 0x04 { return bytes[element.content] }
        guard element.tag == 0x24 else { throw .notCMS("expected an OCTET STRING", offset: element.start) }
        var joined: [UInt8] = []
        for piece in try children(of: element) {
            guard piece.tag == 0x04 else { throw .notCMS("a piece of a constructed OCTET STRING is not one", offset: piece.start) }
            joined += bytes[piece.content]
        }
        return joined[...]
    }
}
