/// The fields of a pet in `items` as the widget reads them: their names, types, ranges and
/// defaults, and the stages its artwork has. One table, which the decoder reads pets by, `check`
/// and `update-items` hold data to, and docs/data-contract.md prints (`markdownTable`, held to the
/// docs by a test), so none of them can drift from the others.
public enum PetContract {
    /// The growth stages, in growth order: the sprite sheet's artwork is looked up by these keys.
    public static let stages = ["egg", "baby", "adult"]
    /// What a pet without a stage is: a new pet.
    public static let defaultStage = "egg"
    /// What a stage the sheet has no artwork for is drawn as: the grown pet (a sheet without it
    /// falls back through the stages in reverse growth order, `StageCatalog`).
    public static var unknownStageDrawnAs: String { stages[stages.count - 1] }
    /// The scale of `valueA`, `valueB`, `valueC`; the Live Activity's gauges are drawn on it, and
    /// a value outside it is drawn as the nearest end (an empty or a full gauge).
    public static let valueRange: ClosedRange<Double> = 0...Pet.fullValue
    /// What a missing value is.
    public static let defaultValue = 0.0

    /// A pet without a name is named by its place in `items`, counted from 1: `pet 2`.
    static let defaultNamePrefix = "pet "
    public static func defaultName(index: Int) -> String { defaultNamePrefix + String(index + 1) }

    /// A field of a pet.
    public enum Field: String, CaseIterable, Sendable {
        case name, stage, valueA, valueB, valueC

        /// The JSON type, for messages: `a string`, `a number`.
        public var expected: String { self == .name || self == .stage ? "a string" : "a number" }
        public var isValue: Bool { self == .valueA || self == .valueB || self == .valueC }
    }

    /// Every field's name, in the order the table lists them.
    public static var fieldNames: [String] { Field.allCases.map(\.rawValue) }

    /// The table of docs/data-contract.md, `| field | type | meaning | default |`, a row per
    /// field (the three values in one).
    public static var markdownTable: String {
        let stageList = stages.map { "`\($0)`" }.joined(separator: ", ")
        let range = "\(Int(valueRange.lowerBound)) to \(Int(valueRange.upperBound))"
        let rows = [
            "| field | type | meaning | default |",
            "|---|---|---|---|",
            "| `name` | string | shown in the Live Activity and in messages | `\(defaultNamePrefix)N` |",
            "| `stage` | string: \(stageList) (the sprite sheet's stages) | which artwork is drawn; any other stage is drawn as "
                + "`\(unknownStageDrawnAs)` | `\(defaultStage)` |",
            "| `valueA`, `valueB`, `valueC` | numbers, \(range) | the Live Activity's gauges; `valueA` is fullness, which Feed raises "
                + "(never past \(Int(valueRange.upperBound))); a value outside is drawn as the nearest end | \(Int(defaultValue)) |",
        ]
        return rows.joined(separator: "\n")
    }
}
