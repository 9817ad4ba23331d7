import Essentials

extension SpriteSheet {
    /// The renderer's 62-entry palette is shared with the scene, so a sheet may bring only a few colours.
    public static let maxColors = 12
    /// Aseprite stores a frame's duration in 16 bits: no sheet it exports holds a longer frame.
    public static let maxFrameDuration = 65_535

    /// A sheet from an image already decoded (by `PNGCodec`, or ImageIO in an iOS extension) and its
    /// Aseprite JSON (array format). Pixels with alpha below 128 become transparent; colours are
    /// numbered in order of first appearance, scanning frames in order.
    /// - Parameters:
    ///   - imagePath: names the image in errors (its last component where the JSON is at fault).
    ///   - jsonPath: names the JSON in errors.
    public init(image: RGBAImage, imagePath: String, json: Data, jsonPath: String, maxColors: Int = maxColors) throws(SpriteSheetError) {
        try self.init(try AsepriteJSON(json, path: jsonPath), image: image, imagePath: imagePath, jsonPath: jsonPath, maxColors: maxColors)
    }

    /// Cuts the frames out of `image` after checking every rectangle, tag and colour against it.
    private init(_ json: AsepriteJSON, image: RGBAImage, imagePath: String, jsonPath path: String, maxColors: Int) throws(SpriteSheetError) {
        let imageName = imagePath.split(separator: "/").last.map(String.init) ?? imagePath
        guard !json.frames.isEmpty else { throw .invalidJSON(path: path, field: "frames", problem: "no frames") }
        if let size = json.size, size.w != image.width || size.h != image.height {
            throw .sizeMismatch(path: path, declaredWidth: size.w, declaredHeight: size.h,
                                image: imageName, imageWidth: image.width, imageHeight: image.height)
        }
        try Self.checkFrames(json.frames, image: image, imageName: imageName, path: path)

        // A pixel's value is its colour's place in `colors`, from 1: a search of at most `maxColors`
        // entries, cheaper than hashing every pixel of the sheet into a dictionary.
        var colors: [RGB] = []
        var frames: [SpriteFrame] = []
        for entry in json.frames {
            let r = entry.frame
            var pixels = [UInt8](repeating: 0, count: r.w * r.h)
            for y in 0..<r.h {
                for x in 0..<r.w {
                    let (color, alpha) = image.rgba(x: r.x + x, y: r.y + y)
                    guard alpha >= 128 else { continue }
                    if let index = colors.firstIndex(of: color) {
                        pixels[y * r.w + x] = UInt8(index + 1)
                    } else {
                        colors.append(color)
                        guard colors.count <= maxColors, colors.count <= Int(UInt8.max) else {
                            throw .tooManyColors(path: imagePath, count: Self.countColors(json.frames, image), limit: maxColors)
                        }
                        pixels[y * r.w + x] = UInt8(colors.count)
                    }
                }
            }
            frames.append(SpriteFrame(name: entry.filename, width: r.w, height: r.h, pixels: pixels,
                                      durationMilliseconds: entry.duration ?? 100))
        }

        let bodyColor = try json.bodyColor.map { (hex) throws(SpriteSheetError) -> RGB in
            guard let color = RGB(hex: hex) else {
                throw .invalidJSON(path: path, field: "meta.bodyColor", problem: "expected #rrggbb, got \"\(hex)\"")
            }
            guard colors.contains(color) else {
                throw .invalidJSON(path: path, field: "meta.bodyColor", problem: "\(color) is used by no frame")
            }
            return color
        }
        self.init(colors: colors, frames: frames, tags: try Self.tags(json.frameTags, frameCount: frames.count, path: path),
                  bodyColor: bodyColor)
    }

    private static func checkFrames(_ frames: [AsepriteJSON.Frame], image: RGBAImage, imageName: String, path: String) throws(SpriteSheetError) {
        var names = Set<String>()
        for (i, entry) in frames.enumerated() {
            let field = "frames[\(i)]"
            guard !entry.filename.isEmpty else { throw .invalidJSON(path: path, field: "\(field).filename", problem: "empty") }
            guard names.insert(entry.filename).inserted else {
                throw .duplicateName(path: path, field: "\(field).filename", name: entry.filename)
            }
            let r = entry.frame
            guard r.w > 0 else { throw .invalidJSON(path: path, field: "\(field).frame.w", problem: "must be positive, is \(r.w)") }
            guard r.h > 0 else { throw .invalidJSON(path: path, field: "\(field).frame.h", problem: "must be positive, is \(r.h)") }
            if let duration = entry.duration, duration <= 0 {
                throw .invalidJSON(path: path, field: "\(field).duration", problem: "must be a positive number of milliseconds, is \(duration)")
            }
            if let duration = entry.duration, duration > maxFrameDuration {
                throw .invalidJSON(path: path, field: "\(field).duration",
                                   problem: "must be at most \(maxFrameDuration) milliseconds (what Aseprite stores), is \(duration)")
            }
            // Written so that huge values cannot overflow.
            guard r.x >= 0, r.y >= 0, r.w <= image.width, r.h <= image.height,
                  r.x <= image.width - r.w, r.y <= image.height - r.h else {
                throw .frameOutsideImage(path: path, field: "\(field).frame", frame: entry.filename, x: r.x, y: r.y, width: r.w, height: r.h,
                                         image: imageName, imageWidth: image.width, imageHeight: image.height)
            }
        }
    }

    /// The full count, for the error message; loading stops at the first colour over the limit.
    private static func countColors(_ frames: [AsepriteJSON.Frame], _ image: RGBAImage) -> Int {
        var seen = Set<RGB>()
        for entry in frames {
            let r = entry.frame
            for y in r.y..<(r.y + r.h) {
                for x in r.x..<(r.x + r.w) where image.rgba(x: x, y: y).alpha >= 128 {
                    seen.insert(image.rgba(x: x, y: y).color)
                }
            }
        }
        return seen.count
    }

    private static func tags(_ tags: [AsepriteJSON.Tag], frameCount: Int, path: String) throws(SpriteSheetError) -> [String: [Int]] {
        var result: [String: [Int]] = [:]
        for (i, tag) in tags.enumerated() {
            let field = "meta.frameTags[\(i)]"
            guard !tag.name.isEmpty else { throw .invalidJSON(path: path, field: "\(field).name", problem: "empty") }
            guard result[tag.name] == nil else { throw .duplicateName(path: path, field: "\(field).name", name: tag.name) }
            guard tag.from >= 0, tag.to < frameCount, tag.from <= tag.to else {
                throw .tagOutOfRange(path: path, field: field, tag: tag.name, from: tag.from, to: tag.to, frameCount: frameCount)
            }
            let direction = tag.direction ?? "forward"
            guard let order = playingOrder(direction, from: tag.from, to: tag.to) else {
                throw .invalidJSON(path: path, field: "\(field).direction",
                                   problem: "expected forward, reverse, pingpong or pingpong_reverse, got \"\(direction)\"")
            }
            result[tag.name] = order
        }
        return result
    }

    /// Frame indices of one loop of an animation, as Aseprite plays its directions.
    static func playingOrder(_ direction: String, from: Int, to: Int) -> [Int]? {
        let forward = Array(from...to)
        let inner = Array(forward.dropFirst().dropLast())
        switch direction {
        case "forward": return forward
        case "reverse": return forward.reversed()
        case "pingpong": return forward + inner.reversed()
        case "pingpong_reverse": return forward.reversed() + inner
        default: return nil
        }
    }
}
