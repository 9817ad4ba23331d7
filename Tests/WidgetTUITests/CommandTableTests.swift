import Testing
@testable import WidgetTUI

/// The command table is the one list of commands, options and values: these tests hold the
/// parser, the help and the table to each other, command by command.
@Suite struct CommandTableTests {
    /// A value the parser takes for each placeholder of the table; a new placeholder needs one here.
    static let samples: [String: String] = [
        "ID": "group.com.example.shop", "DIR": "/tmp/widget-tui-table-test", "FILE": "Runner.entitlements", "KIND": "PetWidget",
        "WxH": "430x932", "N": "2", "Area/City": "Europe/Paris", "DATE": "2026-11-29T12:00:00Z", "SECONDS": "5",
        "N[,N...]": "0,1,59", "DATE[,DATE...]": "2026-11-29T12:00:00Z,2026-11-29T23:00:00Z", "FILE.png": "sheet.png",
        "KEY": "streakDays", "VALUE": "12", "FILE|-": "-", "HH:MM-HH:MM": "22:00-07:00", "UDID": "0A1B2C3D-4E5F-6A7B-8C9D-0E1F2A3B4C5D",
        "PATH": "ios", "NAME=VALUE": "DEVELOPMENT_TEAM=A1B2C3D4E5", "FILE.mobileprovision": "Runner.mobileprovision",
    ]

    static let paths = CommandTable.paths
    /// The paths a command line can end on: `app` runs only with a subcommand, whose path checks its options too.
    static let leaves = paths.filter { $0.leaf.subcommands.isEmpty }

    func io() -> CommandIO { OutputSink(environment: ["WIDGET_TUI_HOME": "/nonexistent/widget-tui-table-test"]).io }

    /// The path's words and the values of what it cannot run without, in parse-only mode.
    func required(_ path: CommandPath) throws -> [String] {
        var argv: [String] = []
        for argument in path.leaf.arguments where !argument.isOptional {
            argv.append(try #require(argument.completion.firstChoice ?? Self.samples[argument.placeholder],
                                     "no sample for \(argument.placeholder) of \(path.words)"))
        }
        for option in path.options where option.isRequired {
            argv += [option.name, try #require(Self.samples[option.placeholder], "no sample for \(option.usageName)")]
        }
        return argv
    }

    @Test("Each command and subcommand asks the parser for exactly the options and arguments its row declares",
          arguments: leaves.map(\.words))
    func parserAndTableAgree(words: String) throws {
        let path = try #require(CommandTable.path(words.split(separator: " ").map(String.init)))
        let outcome = CommandRouter.execute(path.specs.map(\.name) + (try required(path)), io: io(), parseOnly: true)
        #expect(outcome.parsed, "\(words) did not parse its bare command line")
        let arguments = try #require(outcome.arguments)
        #expect(arguments.path.words == words)
        let declared = Set(path.options.map(\.name) + path.specs.flatMap(\.arguments).map(\.placeholder))
        let asked = Set(arguments.asked)
        #expect(asked.subtracting(declared).isEmpty)
        #expect(declared.subtracting(asked).isEmpty, "declared but never parsed: \(declared.subtracting(asked))")
    }

    @Test("Every declared option, with every value the table lists for it, parses", arguments: leaves.map(\.words))
    func everyDeclaredOptionParses(words: String) throws {
        let path = try #require(CommandTable.path(words.split(separator: " ").map(String.init)))
        let base = path.specs.map(\.name) + (try required(path))
        for option in path.options {
            let uses: [[String]] = switch option.arity {
            case .flag: [[option.name]]
            case .optionalValue: [[option.name], ["\(option.name)=\(try #require(Self.samples[option.placeholder]))"]]
            case .value:
                option.choices.isEmpty
                    ? [[option.name, try #require(Self.samples[option.placeholder], "no sample for \(option.usageName)")]]
                    : option.choices.map { [option.name, $0] } + [["\(option.name)=\(option.choices[0])"]]
            }
            for use in uses {
                let sink = OutputSink(environment: ["WIDGET_TUI_HOME": "/nonexistent/widget-tui-table-test"])
                let outcome = CommandRouter.execute(base + use, io: sink.io, parseOnly: true)
                #expect(outcome.parsed, "\(words) \(use.joined(separator: " ")): \(sink.err)")
            }
        }
    }

    @Test("An option's name means one option: the same value and completion in every command, once per command")
    func optionNamesAreConsistent() {
        var seen: [String: OptionSpec] = [:]
        for path in Self.paths {
            let names = path.options.map(\.name)
            #expect(Set(names).count == names.count, "\(path.words) declares an option twice")
            for option in path.options {
                if let first = seen[option.name] {
                    #expect(first.arity == option.arity && first.completion == option.completion, "\(option.name) in \(path.words)")
                } else {
                    seen[option.name] = option
                }
            }
        }
    }

    @Test("Names and values are plain words a shell script can hold unquoted")
    func namesAreShellWords() {
        let plain = /[A-Za-z0-9][A-Za-z0-9._-]*/
        for path in Self.paths {
            for spec in path.specs { #expect(spec.name.wholeMatch(of: plain) != nil, "\(spec.name)") }
            for option in path.options {
                #expect(option.name.dropFirst(2).wholeMatch(of: plain) != nil, "\(option.name)")
                for value in option.choices { #expect(value.wholeMatch(of: plain) != nil, "\(option.name) \(value)") }
            }
        }
    }

    @Test("COMMAND --help, COMMAND -h and help COMMAND show the same usage, naming every option", arguments: paths.map(\.words))
    func everyCommandHasHelp(words: String) throws {
        let path = try #require(CommandTable.path(words.split(separator: " ").map(String.init)))
        let names = path.specs.map(\.name)
        var texts: [String] = []
        for argv in [names + ["--help"], names + ["-h"], ["help"] + names] {
            let sink = OutputSink()
            #expect(CommandRouter.run(argv, io: sink.io) == 0, "\(argv)")
            #expect(sink.err.isEmpty)
            texts.append(sink.out)
        }
        #expect(Set(texts).count == 1)
        let text = texts[0]
        #expect(text.contains("usage: widget-tui \(words)") || text.contains("usage: widget-tui [\(words)]"))
        for option in path.options { #expect(text.contains("  \(option.usageName)"), "\(words) help lacks \(option.name)") }
        for argument in path.leaf.arguments { #expect(text.contains(argument.usageName)) }
        for subcommand in path.leaf.subcommands { #expect(text.contains("  \(subcommand.name)")) }
    }

    @Test("Help after options and their values still finds the subcommand")
    func helpFindsTheSubcommandAfterOptions() {
        let sink = OutputSink()
        #expect(CommandRouter.run(["app", "--group", "group.com.example.shop", "set", "--help"], io: sink.io) == 0)
        #expect(sink.out.contains("usage: widget-tui app set KEY VALUE"))
    }

    @Test("Each command is found by its own name, which is the table's name for it")
    func entriesNameTheirCommands() throws {
        #expect(CommandTable.names.count == Set(CommandTable.names).count)
        for entry in CommandTable.entries {
            #expect(entry.command().name == entry.name)
            #expect(try #require(CommandTable.command(named: entry.name)).name == entry.name)
        }
        #expect(CommandTable.command(named: "rendr") == nil)
        #expect(CommandTable.defaultCommand.name == "preview")
    }

    @Test("widget-tui help lists every command")
    func helpListsEveryCommand() {
        let sink = OutputSink()
        #expect(CommandRouter.run(["help"], io: sink.io) == 0)
        #expect(CommandRouter.run(["--help"], io: sink.io) == 0)
        for command in CommandTable.commands {
            #expect(sink.out.contains("  \(command.name) "))
        }
    }

    @Test("An unknown option is a usage error (exit 64) in every command and subcommand", arguments: leaves.map(\.words))
    func unknownOptionsExit64(words: String) throws {
        let path = try #require(CommandTable.path(words.split(separator: " ").map(String.init)))
        let sink = OutputSink(environment: ["WIDGET_TUI_HOME": "/nonexistent/widget-tui-table-test"])
        let code = CommandRouter.run(path.specs.map(\.name) + (try required(path)) + ["--bogus-option"], io: sink.io)
        #expect(code == 64)
        #expect(sink.err.contains("widget-tui \(words): unknown option --bogus-option (see `widget-tui \(words) --help`)"))
        #expect(sink.out.isEmpty)
    }
}

extension ValueCompletion {
    var firstChoice: String? {
        if case let .choices(values) = self { values.first } else { nil }
    }
}
