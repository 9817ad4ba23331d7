/// `--pet N`: a pet counted from 1 in the group's items, as people count; the index is N - 1.
enum PetArgument {
    static let option = OptionSpec.value("--pet", "N", "the pet, counted from 1 in items (default 1)")

    static func parse(_ arguments: inout Arguments) throws -> Int {
        guard let text = try arguments.value(option) else { return 0 }
        guard let number = Int(text), number >= 1 else { throw CLIError.usage("--pet: '\(text.shown)' is not a pet number from 1") }
        return number - 1
    }
}
