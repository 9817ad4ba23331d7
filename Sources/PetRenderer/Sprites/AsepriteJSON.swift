import Essentials
import WidgetContract

/// The subset of Aseprite's sprite sheet JSON (array format) that the loader reads.
struct AsepriteJSON {
    struct Rect { let x, y, w, h: Int }
    struct Frame {
        let filename: String
        let frame: Rect
        /// Milliseconds; Aseprite always writes it, other tools may not.
        let duration: Int?
    }
    struct Tag {
        let name: String
        let from: Int
        let to: Int
        let direction: String?
    }

    let frames: [Frame]
    let size: (w: Int, h: Int)?
    let frameTags: [Tag]
    let bodyColor: String?

    /// Parses `data`; any error names the field, for example `frames[3].frame.w`.
    init(_ data: Data, path: String) throws(SpriteSheetError) {
        let parsed: JSONValue
        do {
            parsed = try JSONParser.parse(data)
        } catch {
            throw .invalidJSON(path: path, field: "(document)", problem: "not valid JSON: \(error.message) at byte \(error.offset)")
        }
        let document = try JSONField(document: parsed, path: path).object()
        if document["frames"].isObject {
            throw document["frames"].error("is an object (Aseprite's hash format); export with the array format")
        }
        var frames: [Frame] = []
        for entry in try document["frames"].elements() {
            let rect = try entry.object()["frame"].object()
            frames.append(Frame(
                filename: try entry["filename"].string(),
                frame: Rect(x: try rect["x"].int(), y: try rect["y"].int(), w: try rect["w"].int(), h: try rect["h"].int()),
                duration: try entry["duration"].optional { (f) throws(SpriteSheetError) in try f.int() }
            ))
        }
        self.frames = frames

        let meta = try document["meta"].object()
        size = try meta["size"].optional { (f) throws(SpriteSheetError) in
            (w: try f.object()["w"].int(), h: try f["h"].int())
        }
        var tags: [Tag] = []
        for entry in try meta["frameTags"].elements() {
            tags.append(Tag(
                name: try entry.object()["name"].string(),
                from: try entry["from"].int(),
                to: try entry["to"].int(),
                direction: try entry["direction"].optional { (f) throws(SpriteSheetError) in try f.string() }
            ))
        }
        frameTags = tags
        bodyColor = try meta["bodyColor"].optional { (f) throws(SpriteSheetError) in try f.string() }
    }
}
