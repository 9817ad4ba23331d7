/// FNV-1a, 64-bit: a small, well-specified, non-cryptographic hash. Foundation on Linux has no SHA-256,
/// and a digest here only has to tell two inputs apart in a snapshot header, not resist an attacker.
public enum FNV1a {
    public static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    public static let prime: UInt64 = 0x0000_0100_0000_01b3

    public static func hash64<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var h = offsetBasis
        for byte in bytes {
            h ^= UInt64(byte)
            h = h &* prime
        }
        return h
    }

    /// The hash as 16 hexadecimal digits.
    public static func hex<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        let digits = String(hash64(bytes), radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
