/// `widget-tui completions bash`: a completion function for bash (3.2, as macOS ships, and later),
/// written from the command table.
enum BashCompletion {
    static func script() -> String {
        let paths = CompletionTable.paths
        var lines = [
            "# bash completion for widget-tui, written from its command table by `widget-tui completions bash`.",
            "_widget_tui() {",
            "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"\"",
            "    (( COMP_CWORD > 0 )) && prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
            "    # bash splits --name=value at the \"=\".",
            "    if [[ \"$cur\" == \"=\" ]]; then",
            "        cur=\"\"",
            "    elif [[ \"$prev\" == \"=\" ]] && (( COMP_CWORD > 1 )); then",
            "        prev=\"${COMP_WORDS[COMP_CWORD-2]}\"",
            "    fi",
            "",
            "    # The command path (\"render\", \"app set\") and how many positional arguments follow it,",
            "    # skipping options and their values. Options first run the default command.",
            "    local path=\"\" npos=0 word i",
            "    [[ \"${COMP_WORDS[1]}\" == -* ]] && (( COMP_CWORD > 1 )) && path=\"\(CommandTable.defaultCommand.name)\"",
            "    for (( i = 1; i < COMP_CWORD; i++ )); do",
            "        word=\"${COMP_WORDS[i]}\"",
            "        case \"$word\" in",
            "            \(CompletionTable.valueOptionNames.joined(separator: "|")))",
            "                if [[ \"${COMP_WORDS[i+1]}\" == \"=\" ]]; then (( i += 2 )); else (( i += 1 )); fi",
            "                continue ;;",
            "            =) (( i += 1 )); continue ;;",
            "            -*) continue ;;",
            "        esac",
            "        if [[ -z \"$path\" ]]; then",
            "            path=\"$word\"",
            "            continue",
            "        fi",
            "        if (( npos == 0 )); then",
            "            case \"$path\" in",
        ]
        for path in paths where !path.leaf.subcommands.isEmpty {
            lines.append("                \(quoted(path.words))) case \"$word\" in \(path.leaf.subcommands.map(\.name).joined(separator: "|"))) "
                + "path=\"$path $word\"; continue ;; esac ;;")
        }
        lines += [
            "            esac",
            "        fi",
            "        (( npos++ ))",
            "    done",
            "",
            "    # The value of an option.",
            "    case \"$prev\" in",
        ]
        let valueOptions = CompletionTable.allOptions.filter { $0.arity == .value }
        for (completion, options) in grouped(valueOptions) {
            lines.append("        \(options.map(\.name).joined(separator: "|"))) \(reply(completion)); return ;;")
        }
        lines += [
            "    esac",
            "",
            "    local words=\"\"",
            "    if [[ \"$cur\" == -* ]]; then",
            "        case \"$path\" in",
            "            \"\") words=\"\(names(CompletionTable.rootOptions))\" ;;",
        ]
        for path in paths {
            lines.append("            \(quoted(path.words))) words=\"\(names(CompletionTable.options(path)))\" ;;")
        }
        lines += [
            "        esac",
            "        COMPREPLY=($(compgen -W \"$words\" -- \"$cur\"))",
            "        return",
            "    fi",
            "",
            "    # A positional argument.",
            "    case \"$path\" in",
            "        \"\") COMPREPLY=($(compgen -W \"\(CompletionTable.commandNames.joined(separator: " "))\" -- \"$cur\")) ;;",
        ]
        for path in paths {
            let offered = path.leaf.arguments.enumerated().filter { $0.element.completion != .none }
            guard !offered.isEmpty else { continue }
            let cases = offered.map { "\($0.offset)) \(reply($0.element.completion)) ;;" }.joined(separator: " ")
            lines.append("        \(quoted(path.words))) case \"$npos\" in \(cases) esac ;;")
        }
        lines += [
            "    esac",
            "}",
            "complete -F _widget_tui widget-tui",
            "",
        ]
        return lines.joined(separator: "\n")
    }

    /// Fills COMPREPLY for a value: words, files or folders (`compopt` is bash 4's; 3.2 lacks it).
    private static func reply(_ completion: ValueCompletion) -> String {
        switch completion {
        case .files: "compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- \"$cur\"))"
        case .directories: "compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- \"$cur\"))"
        case .none: "COMPREPLY=()"
        case .choices, .commands:
            "COMPREPLY=($(compgen -W \"\((CompletionTable.words(completion) ?? []).joined(separator: " "))\" -- \"$cur\"))"
        }
    }

    /// Options that complete their values alike, in the table's order.
    private static func grouped(_ options: [OptionSpec]) -> [(ValueCompletion, [OptionSpec])] {
        var groups: [(ValueCompletion, [OptionSpec])] = []
        for option in options {
            if let i = groups.firstIndex(where: { $0.0 == option.completion }) {
                groups[i].1.append(option)
            } else {
                groups.append((option.completion, [option]))
            }
        }
        return groups
    }

    private static func names(_ options: [OptionSpec]) -> String {
        (options.map(\.name) + ["-h"]).joined(separator: " ")
    }

    /// A case pattern for a path: `render`, or `"app set"` with its space quoted.
    private static func quoted(_ words: String) -> String { words.contains(" ") ? "\"\(words)\"" : words }
}
