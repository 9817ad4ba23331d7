import PetRenderer
import SharedData

extension RenderNote {
    /// The note for a message. The renderer knows nothing of output, so its notes quote the data
    /// (a pet's name, a stage, a colour from the sheet) as found: the whole note is escaped here,
    /// once, as every outside string is (`StringProtocol.shown`).
    public var shown: String { description.shown }

    /// A note the data's own problems already make (`PetWidgetDataDecoder`): a stage outside the
    /// contract is one of them, with the stage meant, so its "no artwork" note would say it twice.
    /// A contract stage the sheet lacks is the sheet's fault, and stays a note.
    public var repeatsADataProblem: Bool {
        if case let .unknownStage(_, stage, _) = self { return !PetContract.stages.contains(stage) }
        return false
    }
}

extension [RenderNote] {
    /// The notes that say more than the data's problems (`repeatsADataProblem`).
    public var beyondTheData: [RenderNote] { filter { !$0.repeatsADataProblem } }
}
