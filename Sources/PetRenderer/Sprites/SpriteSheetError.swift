/// Why a sprite sheet's image and JSON do not make a sheet; every case names the file and, for the
/// JSON, the field. Reading and decoding the files fails before, with the loader's own errors.
public enum SpriteSheetError: Error, Equatable, Sendable, CustomStringConvertible {
    case invalidJSON(path: String, field: String, problem: String)
    case frameOutsideImage(path: String, field: String, frame: String, x: Int, y: Int, width: Int, height: Int, image: String, imageWidth: Int, imageHeight: Int)
    case tagOutOfRange(path: String, field: String, tag: String, from: Int, to: Int, frameCount: Int)
    case duplicateName(path: String, field: String, name: String)
    case sizeMismatch(path: String, declaredWidth: Int, declaredHeight: Int, image: String, imageWidth: Int, imageHeight: Int)
    /// The sheet's colours share the renderer's palette with the scene, so their number is capped.
    case tooManyColors(path: String, count: Int, limit: Int)

    public var description: String {
        switch self {
        case let .invalidJSON(path, field, problem): "\(path): \(field): \(problem)"
        case let .frameOutsideImage(path, field, frame, x, y, width, height, image, imageWidth, imageHeight):
            "\(path): \(field) \"\(frame)\": rectangle x \(x), y \(y), \(width)x\(height) lies outside \(image), which is \(imageWidth)x\(imageHeight)"
        case let .tagOutOfRange(path, field, tag, from, to, frameCount):
            "\(path): \(field) \"\(tag)\": from \(from) to \(to) is not a range within the frames 0...\(frameCount - 1)"
        case let .duplicateName(path, field, name): "\(path): \(field): \"\(name)\" is used twice"
        case let .sizeMismatch(path, declaredWidth, declaredHeight, image, imageWidth, imageHeight):
            "\(path): meta.size: says \(declaredWidth)x\(declaredHeight) but \(image) is \(imageWidth)x\(imageHeight)"
        case let .tooManyColors(path, count, limit):
            "\(path): \(count) distinct opaque colours in the frames, at most \(limit) allowed"
        }
    }
}
