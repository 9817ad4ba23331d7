import CPNG
// dup and close for the descriptor libpng writes through.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Essentials
import PetRenderer
import SharedData

/// PNG files to and from `RGBAImage`, and from `PalettedImage` as a palette PNG, through libpng's
/// simplified API, which reports errors in `png_image.message` instead of longjmp, so Swift can
/// call it.
public enum PNGCodec {
    /// Sprite sheets are tiny; the cap keeps a hostile header from demanding gigabytes.
    public static let maxPixels = 4096 * 4096
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    static let endChunk: [UInt8] = [0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]

    /// The PNG file at `url`, at most `limit` bytes (checked before reading); a FIFO, a device or a
    /// folder there is refused as what it is.
    public static func read(from url: URL, limit: ReadLimit) throws(PNGError) -> RGBAImage {
        let data: Data?
        do {
            data = try FileIO.read(url, limit: limit)
        } catch {
            throw .unreadableFile(path: url.path, reason: error.detail(about: url.path))
        }
        guard let data else { throw .missingFile(path: url.path) }
        return try decode(data, source: url.path)
    }

    /// Decodes PNG bytes; `source` names them in errors.
    public static func decode(_ data: Data, source: String = "PNG data") throws(PNGError) -> RGBAImage {
        guard data.starts(with: signature) else { throw .notPNG(path: source) }
        // libpng allocates a chunk's declared length before reading it: 2 GB for a 41-byte file
        // whose text chunk claims 2^31 - 1 bytes. Walking the chunks first keeps every length
        // within the file, and names the chunk that does not fit.
        do { _ = try ImageHeader.parse(data) } catch {
            switch error {
            case .truncated: throw .truncated(path: source, reason: error.description)
            case .malformed: throw .invalid(path: source, reason: error.description)
            case .notAnImage: throw .notPNG(path: source)
            }
        }
        let result: Result<RGBAImage, PNGError> = data.withUnsafeBytes { bytes in
            var image = png_image()
            image.version = WT_PNG_IMAGE_VERSION
            defer { png_image_free(&image) }
            let complete = data.suffix(endChunk.count).elementsEqual(endChunk)
            func failure() -> PNGError {
                let message = "libpng: " + Self.message(of: image)
                return complete ? .invalid(path: source, reason: message) : .truncated(path: source, reason: message)
            }
            guard png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count) != 0 else {
                return .failure(failure())
            }
            let width = Int(image.width), height = Int(image.height)
            guard width * height <= maxPixels else {
                return .failure(.tooLarge(path: source, width: width, height: height, maxPixels: maxPixels))
            }
            image.format = WT_PNG_FORMAT_RGBA
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            let finished = pixels.withUnsafeMutableBytes { out in
                png_image_finish_read(&image, nil, out.baseAddress, 0, nil)
            }
            guard finished != 0 else { return .failure(failure()) }
            // libpng stops once it has the pixels; a file cut off after them is still incomplete.
            guard complete else { return .failure(.truncated(path: source, reason: "it does not end with the IEND chunk")) }
            return .success(RGBAImage(width: width, height: height, pixels: pixels))
        }
        return try result.get()
    }

    /// The image encoded as PNG (RGBA, 8 bits per channel), in one pass: into room for the raw
    /// rows and an eighth more (deflate's worst case adds far less), or, should libpng need more,
    /// again into the size it reports.
    public static func encode(_ rgba: RGBAImage) throws(PNGError) -> Data {
        var capacity = rgba.height * (1 + rgba.width * 4)
        capacity += capacity / 8 + 1024
        for _ in 0..<2 {
            switch encode(rgba, capacity: capacity) {
            case let .success(data): return data
            case let .failure(.needs(bytes, _)): capacity = bytes
            case let .failure(.failed(message)):
                throw .invalid(path: "PNG data", reason: "libpng: " + message)
            }
        }
        throw .invalid(path: "PNG data", reason: "libpng asked for more room than it had measured")
    }

    enum EncodeFailure: Error, Equatable {
        /// The buffer was too small: libpng needs `bytes`.
        case needs(bytes: Int, message: String)
        case failed(String)
    }

    static func encode(_ rgba: RGBAImage, capacity: Int) -> Result<Data, EncodeFailure> {
        var image = png_image()
        image.version = WT_PNG_IMAGE_VERSION
        image.width = UInt32(rgba.width)
        image.height = UInt32(rgba.height)
        image.format = WT_PNG_FORMAT_RGBA
        defer { png_image_free(&image) }
        var size = png_alloc_size_t(capacity)
        var data = Data(count: capacity)
        let written = rgba.pixels.withUnsafeBytes { buffer in
            data.withUnsafeMutableBytes { out in
                png_image_write_to_memory(&image, out.baseAddress, &size, 0, buffer.baseAddress, 0, nil)
            }
        }
        if written != 0 { return .success(data.prefix(Int(size))) }
        return .failure(Int(size) > capacity ? .needs(bytes: Int(size), message: message(of: image)) : .failed(message(of: image)))
    }

    /// Writes the PNG atomically, so a reader never sees half a file.
    public static func write(_ image: RGBAImage, to url: URL) throws(PNGError) {
        try replace(url) { fd throws(SystemError) in try write(image, into: fd) }
    }

    /// Writes a palette PNG (one byte per pixel) atomically, so a reader never sees half a file.
    public static func write(_ image: PalettedImage, to url: URL) throws(PNGError) {
        let colormap = image.colors.flatMap { [$0.r, $0.g, $0.b] }
        try replace(url) { fd throws(SystemError) in
            let failure = image.canvas.pixels.withUnsafeBytes { pixels in
                colormap.withUnsafeBytes { colors in
                    encodeCatching(width: image.width, height: image.height, format: WT_PNG_FORMAT_RGB_COLORMAP, pixels: pixels,
                                   colors: (colors, image.colors.count), into: fd)
                }
            }
            if let failure { throw failure }
        }
    }

    /// Writes a palette PNG of `width` x `height` atomically, a row at a time: `rows` hands the
    /// rows, top to bottom, each `width` indices into `colors`, to the function it is given, which
    /// passes each to libpng as it comes, so an image of any height is never held whole (a contact
    /// sheet of thousands of tiles). The palette goes first in the file, so `colors` is complete here.
    public static func writePalette(width: Int, height: Int, colors: [RGB], to url: URL,
                                    rows: (_ write: (UnsafeBufferPointer<PaletteIndex>) throws(SystemError) -> Void) throws(SystemError) -> Void)
        throws(PNGError) {
        let colormap = colors.flatMap { [$0.r, $0.g, $0.b] }
        try replace(url) { fd throws(SystemError) in
            let copy = dup(fd)
            guard copy >= 0, let file = fdopen(copy, "wb") else {
                let failure = SystemError("open a stream")
                if copy >= 0 { close(copy) }
                throw failure
            }
            var writer = wt_png_row_writer()
            defer { wt_png_row_writer_free(&writer) }
            func failure(_ what: String) -> SystemError {
                // libpng calls a failed fwrite "Write Error"; errno says why (ENOSPC on a full disk).
                if ferror(file) != 0 { return SystemError("write", code: errno) }
                let message = withUnsafeBytes(of: writer.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                return SystemError("\(what) (libpng: \(message))", code: EINVAL)
            }
            var result: SystemError?
            if wt_png_row_writer_start(&writer, file, UInt32(width), UInt32(height), colormap, Int32(colors.count)) == 0 {
                result = failure("start the PNG")
            } else {
                var written = 0
                do throws(SystemError) {
                    try rows { row throws(SystemError) in
                        guard row.count == width, written < height else {
                            throw SystemError("encode (a row of \(row.count) pixels, row \(written + 1) of \(height))", code: EINVAL)
                        }
                        guard wt_png_row_writer_row(&writer, row.baseAddress) != 0 else { throw failure("encode a row") }
                        written += 1
                    }
                    guard written == height else { throw SystemError("encode (\(written) rows of \(height))", code: EINVAL) }
                    guard wt_png_row_writer_finish(&writer) != 0 else { throw failure("finish the PNG") }
                } catch {
                    result = error
                }
            }
            if fflush(file) != 0, result == nil { result = SystemError("write", code: errno) }
            fclose(file)
            if let result { throw result }
        }
    }

    /// The PNG of `image` written to descriptor `fd`, which is left open.
    static func write(_ image: RGBAImage, into fd: Int32) throws(SystemError) {
        let failure = image.pixels.withUnsafeBytes { pixels in
            encodeCatching(width: image.width, height: image.height, format: WT_PNG_FORMAT_RGBA, pixels: pixels, colors: nil, into: fd)
        }
        if let failure { throw failure }
    }

    /// `body` writes into a temporary file next to `url` that is then renamed over it (the folder
    /// is opened following no link on the way, and a link at `url` itself is refused, not replaced).
    static func replace(_ url: URL, _ body: (Int32) throws(SystemError) -> Void) throws(PNGError) {
        do {
            let folder = try ConfinedFolder.openFollowingNoLinks(url.deletingLastPathComponent())
            // What an earlier write of this image left when killed.
            folder.removeAbandonedTemporaries(of: url.lastPathComponent)
            try folder.replace(url.lastPathComponent, writing: body)
        } catch {
            throw .unwritable(path: url.path, reason: error.description)
        }
    }

    /// Encodes once, straight into `fd` through a stream of its own (closing it leaves `fd` open);
    /// returns why it could not, as `withUnsafeBytes` cannot rethrow a typed error.
    private static func encodeCatching(width: Int, height: Int, format: png_uint_32, pixels: UnsafeRawBufferPointer,
                                       colors: (map: UnsafeRawBufferPointer, count: Int)?, into fd: Int32) -> SystemError? {
        var image = png_image()
        image.version = WT_PNG_IMAGE_VERSION
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = format
        image.colormap_entries = UInt32(colors?.count ?? 0)
        defer { png_image_free(&image) }
        let copy = dup(fd)
        guard copy >= 0, let file = fdopen(copy, "wb") else {
            let failure = SystemError("open a stream")
            if copy >= 0 { close(copy) }
            return failure
        }
        let written = png_image_write_to_stdio(&image, file, 0, pixels.baseAddress, 0, colors?.map.baseAddress)
        // libpng calls a failed fwrite "Write Error"; errno says why (ENOSPC on a full disk).
        var failedWrite = ferror(file) != 0 ? errno : 0
        if fflush(file) != 0, failedWrite == 0 { failedWrite = errno }
        fclose(file)
        if failedWrite != 0 { return SystemError("write", code: failedWrite) }
        guard written != 0 else { return SystemError("encode (libpng: \(message(of: image)))", code: EINVAL) }
        return nil
    }

    private static func message(of image: png_image) -> String {
        withUnsafeBytes(of: image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
