/// `--pet N`: a pet counted from 1 in the group's items, as people count; the index is N - 1.
enum PetArgument {
    static let option = OptionSpec.value("--pet", "N", "the pet, counted from 1 in items (default 1)")

    /// The index, from 0; nil when `--pet` is not given (a command then takes the first pet, or
    /// none), so a pet named explicitly is held to the group's items on every surface.
    static func parse(_ arguments: inout Arguments) throws -> Int? {
        guard let text = try arguments.value(option) else { return nil }
        guard let number = Int(text), number >= 1 else { throw CLIError.usage("--pet: '\(text.shown)' is not a pet number from 1") }
        return number - 1
    }
}
