/// `widget-tui completions fish`: `complete` lines for fish, written from the command table, with a
/// helper that finds the command path typed so far.
enum FishCompletion {
    static func script() -> String {
        let subcommandCases = CompletionTable.paths.filter { !$0.leaf.subcommands.isEmpty }.map { path in
            """
                        case \(quote(path.words))
                            if contains -- $word \(path.leaf.subcommands.map(\.name).joined(separator: " "))
                                set path $path $word
                                continue
                            end
            """
        }.joined(separator: "\n")
        var lines = [
            "# fish completion for widget-tui, written from its command table by `widget-tui completions fish`.",
            "",
            "# Prints the command path typed so far (\"render\", \"app set\"; empty before a command) and the",
            "# number of positional arguments after it, skipping options and their values.",
            "function __widget_tui_scan",
            "    set -l words (commandline -opc)",
            "    set -e words[1]",
            "    set -l path",
            "    set -l npos 0",
            "    set -l skip 0",
            "    if test (count $words) -gt 0; and string match -q -- '-*' $words[1]",
            "        set path \(CommandTable.defaultCommand.name)",
            "    end",
            "    for word in $words",
            "        if test $skip = 1",
            "            set skip 0",
            "            continue",
            "        end",
            "        switch $word",
            "            case \(CompletionTable.valueOptionNames.joined(separator: " "))",
            "                set skip 1",
            "                continue",
            "            case '-*'",
            "                continue",
            "        end",
            "        if test (count $path) = 0",
            "            set path $word",
            "            continue",
            "        end",
            "        if test $npos = 0",
            "            switch \"$path\"",
            subcommandCases,
            "            end",
            "        end",
            "        set npos (math $npos + 1)",
            "    end",
            "    echo \"$path\"",
            "    echo $npos",
            "end",
            "",
            "# True when the command path is $argv (`__widget_tui_at app set`).",
            "function __widget_tui_at",
            "    set -l scan (__widget_tui_scan)",
            "    test \"$scan[1]\" = \"$argv\"",
            "end",
            "",
            "# True when positional argument $argv[1] (from 0) of the command path $argv[2..] comes next.",
            "function __widget_tui_argument",
            "    set -l scan (__widget_tui_scan)",
            "    set -l index $argv[1]",
            "    set -e argv[1]",
            "    test \"$scan[2]\" = \"$index\"; and test \"$scan[1]\" = \"$argv\"",
            "end",
            "",
            "complete -c widget-tui -f",
        ]
        for command in CommandTable.commands {
            lines.append("complete -c widget-tui -n '__widget_tui_argument 0' -a \(command.name) -d \(quote(command.spec.summary))")
        }
        lines += CompletionTable.rootOptions.map { option(option: $0, condition: "__widget_tui_at") }
        lines.append(option(option: shortHelp, condition: "__widget_tui_at"))
        for path in CompletionTable.paths {
            let condition = "__widget_tui_at \(path.words)"
            lines += (CompletionTable.options(path) + [shortHelp]).map { option(option: $0, condition: condition) }
            for (index, argument) in path.leaf.arguments.enumerated() {
                let at = "__widget_tui_argument \(index) \(path.words)"
                if let words = CompletionTable.words(argument.completion) {
                    if argument.completion == .choices(path.leaf.subcommands.map(\.name)) {
                        lines += path.leaf.subcommands.map { "complete -c widget-tui -n '\(at)' -a \($0.name) -d \(quote($0.summary))" }
                    } else {
                        lines.append("complete -c widget-tui -n '\(at)' -a \(quote(words.joined(separator: " "))) -d \(quote(argument.help))")
                    }
                } else if argument.completion == .files {
                    lines.append("complete -c widget-tui -n '\(at)' -F")
                } else if argument.completion == .directories {
                    lines.append("complete -c widget-tui -n '\(at)' -a '(__fish_complete_directories)'")
                }
            }
        }
        lines.append("")
        return lines.joined(separator: "\n")
    }

    private static let shortHelp = OptionSpec.flag("-h", CommandTable.help.help)

    /// `complete -c widget-tui -n '__widget_tui_at render' -l family -x -a 'small medium large' -d '...'`.
    private static func option(option: OptionSpec, condition: String) -> String {
        let name = option.name.hasPrefix("--") ? "-l \(option.name.dropFirst(2))" : "-s \(option.name.dropFirst())"
        var line = "complete -c widget-tui -n '\(condition)' \(name)"
        switch (option.arity, option.completion) {
        case (.flag, _), (.optionalValue, _): break
        case (.value, .files): line += " -r -F"
        case (.value, .directories): line += " -x -a '(__fish_complete_directories)'"
        case (.value, .none): line += " -x"
        case (.value, .choices), (.value, .commands):
            line += " -x -a \(quote((CompletionTable.words(option.completion) ?? []).joined(separator: " ")))"
        }
        return line + " -d \(quote(option.summary))"
    }

    /// A fish single-quoted string.
    private static func quote(_ text: String) -> String {
        "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }
}
