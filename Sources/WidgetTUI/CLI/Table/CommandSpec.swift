/// A command or subcommand of the table: its name, what it takes and how its help explains it.
struct CommandSpec: Sendable {
    let name: String
    /// One line for the list of commands.
    let summary: String
    var arguments: [ArgumentSpec] = []
    var sections: [OptionSection] = []
    /// Paragraphs between the usage line and the options.
    var discussion: String = ""
    /// `app set`, `app remove`, ...: each also takes this command's options.
    var subcommands: [CommandSpec] = []

    var options: [OptionSpec] { sections.flatMap(\.options) }
}

/// A command and the subcommands chosen under it (`app set`). A subcommand takes its parents'
/// options too: `app set` takes `app`'s `--no-reload` and the group options.
struct CommandPath: Sendable {
    let specs: [CommandSpec]

    init(_ specs: [CommandSpec]) {
        precondition(!specs.isEmpty, "a command path names a command")
        self.specs = specs
    }

    var leaf: CommandSpec { specs[specs.count - 1] }
    /// `app set`.
    var words: String { specs.map(\.name).joined(separator: " ") }
    /// The subcommand's own sections first, then each parent's.
    var sections: [OptionSection] { specs.reversed().flatMap(\.sections) }
    var options: [OptionSpec] { sections.flatMap(\.options) }

    /// The first declared option called `name`, in `options`' order. Searched in place: the parser
    /// asks for every option a command takes, and building `options` for each question copied
    /// every option of the path, a twentieth of a `widget-tui render`.
    func option(named name: String) -> OptionSpec? {
        for spec in specs.reversed() {
            for section in spec.sections {
                if let option = section.options.first(where: { $0.name == name }) { return option }
            }
        }
        return nil
    }

    func appending(_ subcommand: CommandSpec) -> CommandPath { CommandPath(specs + [subcommand]) }

    /// This path and every path below it, parents first.
    var allPaths: [CommandPath] { [self] + leaf.subcommands.flatMap { appending($0).allPaths } }
}
