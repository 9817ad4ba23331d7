/// Help, written from the command table: the list of commands, and each command's or
/// subcommand's usage line, explanation and options.
enum HelpText {
    /// `widget-tui help`.
    static func overview() -> String {
        let commands = CommandTable.commands.map(\.spec)
        var text = "widget-tui: preview an animated iOS home-screen widget in a terminal\n\ncommands:\n"
        text += columns(commands.map { ($0.name, $0.summary) })
        text += "\noptions before a command:\n"
        text += columns([(CommandTable.version.usageName, CommandTable.version.help),
                         ("--help, -h", "show this list")])
        text += "\n`widget-tui help COMMAND` or `widget-tui COMMAND --help` shows one command's options;\n"
        text += "`widget-tui completions bash|zsh|fish` prints a shell completion script.\n"
        return text
    }

    /// `widget-tui help app set`, `widget-tui app set --help`.
    static func command(_ path: CommandPath) -> String {
        let leaf = path.leaf
        var text = "\(leaf.summary)\n\n\(usage(path))\n"
        if !leaf.discussion.isEmpty { text += "\n\(leaf.discussion)\n" }
        if !leaf.subcommands.isEmpty {
            text += "\nsubcommands:\n"
            text += columns(leaf.subcommands.map { subcommand in
                (([subcommand.name] + subcommand.arguments.map(\.usageName)).joined(separator: " "), subcommand.summary)
            })
            text += "`widget-tui \(path.words) SUBCOMMAND --help` shows a subcommand's options.\n"
        }
        // The subcommand's own options first, then its parents' (`app options`).
        for spec in path.specs.reversed() {
            for section in spec.sections where !section.options.isEmpty {
                let title = (section.title ?? (spec.name == leaf.name ? "options" : "\(spec.name) options"))
                    + (section.note.map { " \($0)" } ?? "")
                text += "\n\(title):\n" + columns(section.options.map { ($0.usageName, $0.help) })
            }
        }
        return text
    }

    /// `usage: widget-tui render [--surface S] ... [GROUP OPTIONS] [RENDER OPTIONS]`, wrapped under its start.
    static func usage(_ path: CommandPath) -> String {
        let isDefault = path.specs.count == 1 && path.leaf.name == CommandTable.defaultCommand.name
        let start = "usage: widget-tui " + (isDefault ? "[\(path.words)]" : path.words)
        var words = path.leaf.arguments.map(\.usageName)
        if !path.leaf.subcommands.isEmpty { words.append("[ARGUMENTS]") }
        words += inline(path.sections)
        words += path.sections.compactMap { $0.title.map { "[\($0.uppercased())]" } }
        return wrap(words, after: start, width: 100)
    }

    /// The options of untitled sections one by one (`[--json]`, `--out DIR`, `[--entitlements FILE]...`).
    private static func inline(_ sections: [OptionSection]) -> [String] {
        sections.filter { $0.title == nil }.flatMap(\.options).map { option in
            (option.isRequired ? option.usageName : "[\(option.usageName)]") + (option.isRepeatable ? "..." : "")
        }
    }

    /// Two columns: names padded to 22 characters (longer ones get three spaces), descriptions whose
    /// further lines start under the first.
    private static func columns(_ rows: [(String, String)]) -> String {
        let width = 22
        let indent = String(repeating: " ", count: width + 2)
        return rows.map { name, description in
            let left = "  " + name
            let head = left.count <= width ? left.paddedWithSpaces(toLength: width + 2) : left + "   "
            let lines = description.split(separator: "\n", omittingEmptySubsequences: false)
            return ([head + (lines.first ?? "")] + lines.dropFirst().map { indent + $0 }).joined(separator: "\n") + "\n"
        }.joined()
    }

    private static func wrap(_ words: [String], after start: String, width: Int) -> String {
        let indent = String(repeating: " ", count: start.count + 1)
        var lines = [start]
        for word in words {
            if lines[lines.count - 1].count + 1 + word.count > width, lines[lines.count - 1] != start {
                lines.append(indent + word)
            } else {
                lines[lines.count - 1] += " " + word
            }
        }
        return lines.joined(separator: "\n")
    }
}
