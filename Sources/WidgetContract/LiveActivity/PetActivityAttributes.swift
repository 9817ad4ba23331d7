import Essentials

/// The pet Live Activity, as ActivityKit's `ActivityAttributes`: static data fixed when the activity
/// starts, and a `ContentState` sent with every update. Artwork never travels: the widget side looks
/// it up from the stage key in the sprites it ships.
public struct PetActivityAttributes: Hashable, Sendable {
    /// The pet's index in `items` when the activity started; picks its body colour, as on the widget.
    public var petIndex: Int

    public init(petIndex: Int) {
        self.petIndex = petIndex
    }

    /// What each update carries: a name, a stage key and a few numbers, as the seed sends them.
    public struct ContentState: Codable, Hashable, Sendable {
        /// ActivityKit refuses a larger encoded state (4,096 bytes accepted, 4,097 rejected).
        public static let maximumSize = 4096

        public var name: String
        /// Growth stage key, for example `adult`.
        public var stage: String
        public var valueA: Double
        public var valueB: Double
        public var valueC: Double

        public init(name: String, stage: String, valueA: Double, valueB: Double, valueC: Double) {
            self.name = name
            self.stage = stage
            self.valueA = valueA
            self.valueB = valueB
            self.valueC = valueC
        }

        public init(pet: Pet) {
            self.init(name: pet.name, stage: pet.stage, valueA: pet.valueA, valueB: pet.valueB, valueC: pet.valueC)
        }

        /// JSON with sorted keys, so one state always has one size; refused above `maximumSize`.
        public func encoded() throws(ActivityStateError) -> Data {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let data: Data
            do { data = try encoder.encode(self) } catch { throw .unencodable(reason: "\(error)") }
            guard data.count <= Self.maximumSize else { throw .tooLarge(size: data.count) }
            return data
        }

        /// What the widget side receives, read strictly: every field present and of its type.
        public static func decode(_ data: Data) throws(ActivityStateError) -> ContentState {
            guard data.count <= maximumSize else { throw .tooLarge(size: data.count) }
            let root: JSONValue
            do { root = try JSONParser.parse(data) } catch { throw .invalid(field: "(state)", message: error.description) }
            guard case let .object(fields) = root else { throw .invalid(field: "(state)", message: "is \(root.typeName), expected an object") }
            func text(_ name: String) throws(ActivityStateError) -> String {
                guard case let .string(value)? = fields[name] else { throw .invalid(field: name, message: found(fields[name], "a string")) }
                return value
            }
            func number(_ name: String) throws(ActivityStateError) -> Double {
                guard let value = fields[name]?.numberValue else { throw .invalid(field: name, message: found(fields[name], "a number")) }
                return value
            }
            return ContentState(name: try text("name"), stage: try text("stage"), valueA: try number("valueA"),
                                valueB: try number("valueB"), valueC: try number("valueC"))
        }

        private static func found(_ value: JSONValue?, _ expected: String) -> String {
            value.map { "is \($0.typeName), expected \(expected)" } ?? "missing"
        }
    }
}
