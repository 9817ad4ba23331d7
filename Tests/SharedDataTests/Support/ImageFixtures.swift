import Foundation

/// Image files as real encoders write them, and a PNG writer for shapes they never write.
enum ImageFixtures {
    /// 24x16 pixels, as libjpeg-turbo's `cjpeg -quality 85` writes a baseline (SOF0) JPEG: JFIF
    /// APP0, two DQT, SOF0, four DHT, SOS, scan data, EOI.
    static let baselineJPEG = Data(base64Encoded:
        "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAUDBAQEAwUEBAQFBQUGBwwIBwcHBw8LCwkMEQ8SEhEPERETFhwXExQaFRERGCEY"
        + "Gh0dHx8fExciJCIeJBweHx7/2wBDAQUFBQcGBw4ICA4eFBEUHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4e"
        + "Hh4eHh4eHh4eHh4eHh7/wAARCAAQABgDASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAA"
        + "AgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6"
        + "Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXG"
        + "x8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREA"
        + "AgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5"
        + "OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPE"
        + "xcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwDjrPROnyVs2eidPkrsrPROnyVs2eidPkr6"
        + "XOM431PnuH8/21ONs9E6fJRXpdnonT5KK/NsXnH7x6n7Bgc//crU/9k=")!

    /// The same picture as `cjpeg -quality 85 -progressive` writes it: SOF2, then ten scans with
    /// DHT segments between them.
    static let progressiveJPEG = Data(base64Encoded:
        "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAUDBAQEAwUEBAQFBQUGBwwIBwcHBw8LCwkMEQ8SEhEPERETFhwXExQaFRERGCEY"
        + "Gh0dHx8fExciJCIeJBweHx7/2wBDAQUFBQcGBw4ICA4eFBEUHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4eHh4e"
        + "Hh4eHh4eHh4eHh4eHh7/wgARCAAQABgDASIAAhEBAxEB/8QAFwAAAwEAAAAAAAAAAAAAAAAAAAQFBv/EABUBAQEAAAAAAAAA"
        + "AAAAAAAAAAUG/9oADAMBAAIQAxAAAAGM7ZcSOjGmJuw//8QAFhAAAwAAAAAAAAAAAAAAAAAAAAID/9oACAEBAAEFAkiJESIk"
        + "RIiRP//EABgRAAIDAAAAAAAAAAAAAAAAAAAEAwUi/9oACAEDAQE/Aa98gfwf/8QAFxEAAwEAAAAAAAAAAAAAAAAAAAMEIv/a"
        + "AAgBAgEBPwGywbZo/8QAFBABAAAAAAAAAAAAAAAAAAAAIP/aAAgBAQAGPwJf/8QAFRABAQAAAAAAAAAAAAAAAAAAAGH/2gAI"
        + "AQEAAT8hiiiiii//2gAMAwEAAgADAAAAEJ8f/8QAFhEBAQEAAAAAAAAAAAAAAAAAIQAx/9oACAEDAQE/EMWE3//EABYRAQEB"
        + "AAAAAAAAAAAAAAAAACEAMf/aAAgBAgEBPxDRmN//xAAVEAEBAAAAAAAAAAAAAAAAAAAAMf/aAAgBAQABPxCLFixYsX//2Q==")!

    /// 8x8 grey pixels, `cjpeg -quality 75 -grayscale`: a thumbnail.
    static let thumbnailJPEG = Data(base64Encoded:
        "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcp"
        + "LDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAAIAAgBAREA/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgED"
        + "AwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RF"
        + "RkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJ"
        + "ytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/9oACAEBAAA/AM/4SQ/6jj0r/9k=")!

    /// A camera's JPEG: right after start-of-image an Exif APP1 segment whose IFD1 holds a whole
    /// thumbnail JPEG (JPEGInterchangeFormat, tag 0x0201, and its length, 0x0202), with a frame
    /// header of its own that a reader must not take for the image's.
    static var cameraJPEG: Data {
        let thumbnail = [UInt8](thumbnailJPEG)
        // TIFF header (big-endian), an empty IFD0 pointing at IFD1, IFD1 with the two tags.
        var tiff: [UInt8] = Array("MM".utf8) + [0x00, 0x2A] + be32(8)
        tiff += [0x00, 0x00] + be32(14)
        let thumbnailOffset = 14 + 2 + 2 * 12 + 4
        tiff += [0x00, 0x02]
        tiff += [0x02, 0x01, 0x00, 0x04] + be32(1) + be32(UInt32(thumbnailOffset))
        tiff += [0x02, 0x02, 0x00, 0x04] + be32(1) + be32(UInt32(thumbnail.count))
        tiff += be32(0) + thumbnail
        let exif = Array("Exif".utf8) + [0x00, 0x00] + tiff
        let app1 = [0xFF, 0xE1] + be16(exif.count + 2) + exif
        let image = [UInt8](baselineJPEG)
        return Data(image.prefix(2) + app1 + image.dropFirst(2))
    }

    /// A whole PNG of `width` x `height` grey pixels (colour type 0, 8 bits): IHDR, one IDAT holding a
    /// zlib stream of stored blocks (what deflate writes for data it cannot shrink), IEND, each with
    /// its CRC. `chunks` go between IHDR and IDAT.
    static func png(width: Int, height: Int, colorType: UInt8 = 0, bitDepth: UInt8 = 8, chunks: [(String, [UInt8])] = []) -> Data {
        let row = [UInt8](repeating: 0x80, count: width)
        let scanlines = (0..<height).flatMap { _ -> [UInt8] in [0] + row }
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += chunk("IHDR", be32(UInt32(width)) + be32(UInt32(height)) + [bitDepth, colorType, 0, 0, 0])
        for (type, data) in chunks { bytes += chunk(type, data) }
        bytes += chunk("IDAT", zlibStored(scanlines))
        bytes += chunk("IEND", [])
        return Data(bytes)
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(UInt32(data.count)) + body + be32(crc32(body))
    }

    /// RFC 1950 and 1951: a zlib header, stored blocks of at most 65535 bytes, the Adler-32.
    private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let block = data[start..<min(start + 65_535, data.count)]
            start += block.count
            let length = UInt16(block.count)
            out += [start == data.count ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            out += block
        } while start < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return out + be32(b << 16 | a)
    }

    /// The CRC-32 PNG chunks end with (ISO 3309, polynomial 0xEDB88320).
    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func be32(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
    static func be16(_ value: Int) -> [UInt8] { [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)] }
}
