/// UTF-8 decoded a byte at a time, so a character cut between two reads is read whole. A byte no
/// character can have there (a stray continuation, an overlong form, a surrogate) is dropped with
/// the character it cut short, and the bytes after it read afresh.
struct UTF8Stream: Sendable {
    /// The bits of the character begun so far, the continuation bytes it still needs, and the
    /// smallest value its length may encode.
    private var value: UInt32 = 0, needed = 0, smallest: UInt32 = 0

    /// The character `byte` completes, if any.
    mutating func scalar(after byte: UInt8) -> Unicode.Scalar? {
        if needed > 0 {
            if byte & 0xC0 == 0x80 {
                value = value << 6 | UInt32(byte & 0x3F)
                needed -= 1
                guard needed == 0, value >= smallest else { return nil }
                return Unicode.Scalar(value)
            }
            needed = 0
        }
        switch byte {
        case 0x00...0x7F: return Unicode.Scalar(byte)
        case 0xC2...0xDF: (value, needed, smallest) = (UInt32(byte & 0x1F), 1, 0x80)
        case 0xE0...0xEF: (value, needed, smallest) = (UInt32(byte & 0x0F), 2, 0x800)
        case 0xF0...0xF4: (value, needed, smallest) = (UInt32(byte & 0x07), 3, 0x10000)
        default: break
        }
        return nil
    }
}
