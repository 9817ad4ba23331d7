import PetRenderer
import SharedData

extension RenderNote {
    /// The note for a message. The renderer knows nothing of output, so its notes quote the data
    /// (a pet's name, a stage, a colour from the sheet) as found: the whole note is escaped here,
    /// once, as every outside string is (`StringProtocol.shown`).
    public var shown: String { description.shown }
}
