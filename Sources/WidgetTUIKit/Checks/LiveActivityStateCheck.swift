import Essentials
import SharedData

/// Each pet as a Live Activity's ContentState (name, stage, valueA-C): the encoded JSON must fit
/// in ActivityKit's 4 KB (4,096 bytes accepted, 4,097 rejected) and carry no image data, which
/// belongs in the App Group container, referred to by name.
enum LiveActivityStateCheck {
    static let name = "live-activity-state"
    /// What it finds, in one line: its rule in `check`'s SARIF.
    static let summary = "each pet's Live Activity ContentState is at most 4096 bytes, with no images"
    static let byteLimit = 4096

    /// The ContentState JSON ActivityKit would send for a pet.
    static func contentState(for pet: Pet) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Encoding five plain fields cannot fail; an empty state would then fail the check visibly.
        return (try? encoder.encode(pet)) ?? Data()
    }

    /// Signs of an image in a string: a data URL, the base64 of a PNG, JPEG, GIF or WebP header,
    /// or a PNG header itself.
    static let imageMarkers = ["data:image/", "iVBORw0KGgo", "/9j/", "R0lGODlh", "R0lGODdh", "UklGR", "\u{89}PNG"]

    static func run(pets: [Pet]) -> CheckResult {
        run(states: pets.enumerated().map { ("pet \($0.offset) (\($0.element.shownName))", contentState(for: $0.element)) })
    }

    /// - Parameter states: a label and the encoded ContentState for each Live Activity.
    static func run(states: [(label: String, json: Data)]) -> CheckResult {
        let fix = "keep the ContentState to names, stages and numbers; put images in the App Group container and "
            + "refer to them by name"
        guard !states.isEmpty else { return .pass(name, "no pets, so no Live Activity state") }
        for state in states {
            if state.json.count > byteLimit {
                return .fail(name, "\(state.label): the ContentState JSON is \(state.json.count) bytes, over ActivityKit's "
                    + "\(byteLimit)-byte limit: the update would be rejected", fix: fix)
            }
            let text = strings(in: state.json).joined(separator: "\n")
            if let marker = imageMarkers.first(where: { text.contains($0) }) {
                return .fail(name, "\(state.label): the ContentState holds image data (a string contains \(marker.debugDescription))", fix: fix)
            }
        }
        let largest = states.map(\.json.count).max() ?? 0
        return .pass(name, "\(String(count: states.count, "ContentState")), the largest \(largest) of \(byteLimit) bytes, no image data")
    }

    /// Every string value in the JSON, at any depth; none when it does not parse.
    private static func strings(in json: Data) -> [String] {
        func collect(_ value: JSONValue) -> [String] {
            switch value {
            case let .string(text): [text]
            case let .array(items): items.flatMap(collect)
            case let .object(members): members.values.flatMap(collect)
            default: []
            }
        }
        return (try? JSONParser.parse(json)).map(collect) ?? []
    }
}
