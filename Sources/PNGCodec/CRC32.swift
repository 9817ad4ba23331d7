import CPNG

/// The CRC-32 every PNG chunk ends with (ISO 3309; PNG specification section 5.5), zlib's, for
/// the chunks widget-tui writes itself: those of an animated PNG.
enum CRC32 {
    /// The CRC of `bytes`, continuing from `crc` (the CRC of what came before them).
    static func checksum(_ bytes: some Collection<UInt8>, continuing crc: UInt32 = 0) -> UInt32 {
        let sum = bytes.withContiguousStorageIfAvailable { buffer in
            UInt32(crc32(uLong(crc), buffer.baseAddress, uInt(buffer.count)))
        }
        return sum ?? checksum(Array(bytes), continuing: crc)
    }
}
