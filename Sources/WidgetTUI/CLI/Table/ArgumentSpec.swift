/// A positional argument as the command table declares it: `DIR` of `verify`, `NAME` of `intent`.
struct ArgumentSpec: Sendable {
    /// As usage shows it: `KEY`, `FILE|-`.
    let placeholder: String
    /// What it is, for messages: `verify needs DIR (the snapshot folder)`.
    let help: String
    var completion: ValueCompletion = .none
    /// What one value is called in "unknown intent 'fed'"; only for choices.
    var noun: String? = nil
    var isOptional = false

    var optional: ArgumentSpec {
        var copy = self
        copy.isOptional = true
        return copy
    }

    /// `KEY`, `[ID]`.
    var usageName: String { isOptional ? "[\(placeholder)]" : placeholder }
}
