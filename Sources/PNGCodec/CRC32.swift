/// The CRC-32 every PNG chunk ends with (ISO 3309, the polynomial 0xEDB88320 reflected; PNG
/// specification section 5.5), computed here because libpng's simplified API writes whole files
/// only: the chunks an animation adds (acTL, fcTL, fdAT) are made by widget-tui.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { n in
        (0..<8).reduce(UInt32(n)) { c, _ in c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }

    /// The CRC of `bytes`, continuing from `crc` (the CRC of what came before them).
    static func checksum(_ bytes: some Sequence<UInt8>, continuing crc: UInt32 = 0) -> UInt32 {
        ~bytes.reduce(~crc) { c, byte in table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
    }
}
