/// What a shell may offer for an option's value or a positional argument.
enum ValueCompletion: Equatable, Sendable {
    /// Free text (a date, a number, a key): nothing to offer.
    case none
    /// One of these words, as the parser accepts them.
    case choices([String])
    case files
    case directories
    /// A command name of the table (`help COMMAND`).
    case commands
}
