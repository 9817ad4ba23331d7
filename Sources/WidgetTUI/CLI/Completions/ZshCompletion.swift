/// `widget-tui completions zsh`: an `_arguments` completion function for zsh, written from the
/// command table. Installed as `_widget-tui` in `$fpath` it is autoloaded; sourced, it registers
/// itself with `compdef`.
enum ZshCompletion {
    static func script() -> String {
        var lines = [
            "#compdef widget-tui",
            "# zsh completion for widget-tui, written from its command table by `widget-tui completions zsh`.",
            "",
        ]
        lines += function("_widget-tui", options: CompletionTable.rootOptions + [helpShort], arguments: [],
                          subcommands: CommandTable.commands.map(\.spec), childPrefix: "_widget-tui")
        for path in CompletionTable.paths {
            lines += function(functionName(path), options: CompletionTable.options(path) + [helpShort], arguments: path.leaf.arguments,
                              subcommands: path.leaf.subcommands, childPrefix: functionName(path))
        }
        lines += [
            "if [[ \"${funcstack[1]}\" == \"_widget-tui\" ]]; then",
            "    _widget-tui \"$@\"",
            "else",
            "    compdef _widget-tui widget-tui",
            "fi",
            "",
        ]
        return lines.joined(separator: "\n")
    }

    private static let helpShort = OptionSpec.flag("-h", CommandTable.help.help)

    /// One function: the options and arguments of a command, and a dispatch to its subcommands' functions.
    private static func function(_ name: String, options: [OptionSpec], arguments: [ArgumentSpec], subcommands: [CommandSpec],
                                 childPrefix: String) -> [String] {
        var specs = options.map(spec)
        if subcommands.isEmpty {
            specs += arguments.enumerated().map { index, argument in
                "'\(index + 1):\(argument.isOptional ? ":" : "")\(escape(argument.placeholder)):\(action(argument.completion))'"
            }
        } else {
            specs += ["'1: :->subcommand'", "'*:: :->argument'"]
        }
        var lines = [
            "\(name)() {",
            "    local curcontext=\"$curcontext\" state state_descr line ret=1",
            "    typeset -A opt_args",
            "    _arguments -C \\",
        ]
        lines += specs.map { "        \($0) \\" }
        lines.append("        && ret=0")
        if !subcommands.isEmpty {
            lines += [
                "    case $state in",
                "        subcommand)",
                "            local -a subcommands=(",
            ]
            lines += subcommands.map { "                '\($0.name):\(quote($0.summary))'" }
            lines += [
                "            )",
                "            _describe -t subcommands 'widget-tui \(name == "_widget-tui" ? "command" : "subcommand")' subcommands && ret=0 ;;",
                "        argument)",
                "            case $words[1] in",
            ]
            lines += subcommands.map { "                \($0.name)) \(childPrefix)_\($0.name) && ret=0 ;;" }
            lines += [
                "            esac ;;",
                "    esac",
            ]
        }
        lines += ["    return ret", "}", ""]
        return lines
    }

    /// `'*--family=[small, medium and/or large]:F[,F...]:(small medium large)'`.
    private static func spec(_ option: OptionSpec) -> String {
        let repeatable = option.isRepeatable ? "*" : ""
        let description = "[\(escape(option.summary))]"
        switch option.arity {
        case .flag:
            return "'\(repeatable)\(option.name)\(description)'"
        case .value:
            return "'\(repeatable)\(option.name)=\(description):\(escape(option.placeholder)):\(action(option.completion))'"
        case .optionalValue:
            return "'\(repeatable)\(option.name)=\(description)::\(escape(option.placeholder)):\(action(option.completion))'"
        }
    }

    private static func action(_ completion: ValueCompletion) -> String {
        switch completion {
        case .none: " "
        case .files: "_files"
        case .directories: "_files -/"
        case .choices, .commands: "(\((CompletionTable.words(completion) ?? []).joined(separator: " ")))"
        }
    }

    /// `_widget-tui_app_set`.
    private static func functionName(_ path: CommandPath) -> String {
        "_widget-tui_" + path.specs.map(\.name).joined(separator: "_")
    }

    /// A description or message inside `_arguments`' brackets and colons, inside single quotes.
    private static func escape(_ text: String) -> String {
        quote(text).replacing("[", with: "\\[").replacing("]", with: "\\]")
            .replacing(":", with: "\\:")
    }

    /// Text inside single quotes.
    private static func quote(_ text: String) -> String {
        text.replacing("'", with: "'\\''")
    }
}
