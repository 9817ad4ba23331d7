/// `widget-tui completions bash|zsh|fish`: a shell completion script written from the command
/// table, so it offers exactly the commands, subcommands, options and values the parser takes.
enum CompletionsCommand {
    enum Shell: String, CaseIterable {
        case bash, zsh, fish

        var script: String {
            switch self {
            case .bash: BashCompletion.script()
            case .zsh: ZshCompletion.script()
            case .fish: FishCompletion.script()
            }
        }
    }

    static let shell = ArgumentSpec(placeholder: "SHELL", help: "the shell to complete for",
                                    completion: .choices(Shell.allCases.map(\.rawValue)), noun: "shell")

    static let command = Command(
        spec: CommandSpec(
            name: "completions",
            summary: "Print a completion script for bash, zsh or fish",
            arguments: [shell],
            discussion: """
                Install it once (the README says where for each shell):
                  bash  widget-tui completions bash > ~/.local/share/bash-completion/completions/widget-tui
                  zsh   widget-tui completions zsh > ~/.zfunc/_widget-tui   (with ~/.zfunc in $fpath before compinit)
                  fish  widget-tui completions fish > ~/.config/fish/completions/widget-tui.fish
                """),
        run: run
    )

    static func run(_ arguments: inout Arguments, io: CommandIO) throws -> Int32 {
        let shell = try arguments.requiredChoice(shell, Shell.init(rawValue:))
        try arguments.finish()
        io.out(shell.script)
        return ExitCode.ok
    }
}
