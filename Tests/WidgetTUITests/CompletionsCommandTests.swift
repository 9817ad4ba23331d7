import Foundation
import ProjectFixtures
import Testing
@testable import WidgetTUI

/// The completion scripts: written from the command table, accepted by each shell, naming every
/// command and option, and (for bash) completing what the parser takes.
@Suite struct CompletionsCommandTests {
    static func program(_ name: String) -> String? { RequiredProgram.path(name) }

    func script(_ shell: String) throws -> URL {
        let sink = OutputSink()
        #expect(CommandRouter.run(["completions", shell], io: sink.io) == 0)
        #expect(sink.err.isEmpty)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("widget-tui-completion-\(UUID().uuidString).\(shell)")
        try Data(sink.out.utf8).write(to: url)
        return url
    }

    func run(_ program: String, _ arguments: [String]) throws -> ChildProcess.Result {
        let path = try #require(Self.program(program), "\(program) is not installed (.ci/run installs it)")
        return try ChildProcess.run(path, arguments, environment: ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()])
    }

    @Test("bash -n accepts its script")
    func bashAcceptsItsScript() throws {
        try shellAccepts("bash", ["-n"])
    }

    @Test("zsh -n accepts its script", RequiredProgram.needed("zsh"))
    func zshAcceptsItsScript() throws {
        try shellAccepts("zsh", ["-n"])
    }

    func shellAccepts(_ shell: String, _ check: [String]) throws {
        let file = try script(shell)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try run(shell, check + [file.path])
        #expect(result.exitCode == 0, "\(result.output)")
        #expect(result.output.isEmpty, "\(result.output)")
    }

    @Test("fish --no-execute accepts its script", RequiredProgram.needed("fish"))
    func fishAcceptsItsScript() throws {
        let file = try script("fish")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try run("fish", ["--no-execute", file.path])
        #expect(result.exitCode == 0, "\(result.output)")
        #expect(result.output.isEmpty, "\(result.output)")
    }

    @Test("Each script names every command, subcommand, option and listed value of the table", arguments: ["bash", "zsh", "fish"])
    func scriptsNameTheWholeTable(shell: String) throws {
        let sink = OutputSink()
        #expect(CommandRouter.run(["completions", shell], io: sink.io) == 0)
        let text = sink.out
        for path in CommandTable.paths {
            for spec in path.specs { #expect(text.contains(spec.name), "\(shell) lacks \(spec.name)") }
            for option in path.options {
                let name = shell == "fish" ? "-l \(option.name.dropFirst(2))" : option.name
                #expect(text.contains(name), "\(shell) lacks \(option.name) of \(path.words)")
                for value in option.choices { #expect(text.contains(value), "\(shell) lacks \(option.name) \(value)") }
            }
        }
        #expect(text.contains(shell == "fish" ? "-l version" : "--version"))
    }

    @Test("An unknown shell is a usage error naming the shells")
    func unknownShell() {
        let sink = OutputSink()
        #expect(CommandRouter.run(["completions", "tcsh"], io: sink.io) == 64)
        #expect(sink.err.contains("unknown shell 'tcsh' (shells: bash, zsh, fish)"))
    }

    /// Completes each command line (its last word is the one being completed) with the bash script
    /// and returns what it offered for each.
    func bashCompletions(_ lines: [[String]]) throws -> [Set<String>] {
        let file = try script("bash")
        defer { try? FileManager.default.removeItem(at: file) }
        func quoted(_ word: String) -> String { "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        var program = "source \(quoted(file.path))\n"
        for words in lines {
            program += "COMP_WORDS=(\(words.map(quoted).joined(separator: " "))); COMP_CWORD=\(words.count - 1); COMPREPLY=()\n"
            program += "_widget_tui; echo \"offered: ${COMPREPLY[*]}\"\n"
        }
        let result = try run("bash", ["--norc", "--noprofile", "-c", program])
        #expect(result.exitCode == 0, "\(result.output)")
        let offered = result.output.split(separator: "\n").filter { $0.hasPrefix("offered:") }
        try #require(offered.count == lines.count, "\(result.output)")
        return offered.map { Set($0.dropFirst("offered:".count).split(separator: " ").map(String.init)) }
    }

    @Test("bash completes commands, subcommands, options and their values as a user types them")
    func bashCompletesCommandLines() throws {
        let commands = Set(CommandTable.commands.map(\.name))
        let cases: [([String], Set<String>)] = [
            (["widget-tui", "ren"], ["render"]),
            (["widget-tui", ""], commands),
            (["widget-tui", "render", "--fam"], ["--family"]),
            (["widget-tui", "render", "--family", ""], ["small", "medium", "large"]),
            (["widget-tui", "render", "--family", "=", "m"], ["medium"]),
            (["widget-tui", "render", "--family=small", "--su"], ["--surface"]),
            (["widget-tui", "snapshot", "--surface", "l"], ["lock-screen"]),
            (["widget-tui", "app", "s"], ["set", "set-quiet-hours"]),
            (["widget-tui", "app", "--group", "group.com.example.pets", "set", "--t"], ["--type"]),
            (["widget-tui", "app", "set", "--type", ""], ["int", "double", "bool", "string", "date", "json", "data"]),
            (["widget-tui", "intent", ""], ["feed", "pet", "refresh"]),
            (["widget-tui", "intent", "feed", ""], []),
            (["widget-tui", "completions", "z"], ["zsh"]),
            (["widget-tui", "help", "ap"], ["app"]),
            (["widget-tui", "--vers"], ["--version"]),
            (["widget-tui", "--family", "small", "--sc"], ["--scale"]),
            (["widget-tui", "render", "--now", ""], []),
            (["widget-tui", "verify", "--record", ""], ["never", "missing", "failed", "all"]),
        ]
        for ((words, expected), offered) in zip(cases, try bashCompletions(cases.map(\.0))) {
            #expect(offered == expected, "\(words)")
        }
    }

    /// For every command and subcommand: its options after `--`, and each choice option's values.
    static var tableLines: [([String], Set<String>)] {
        var lines: [([String], Set<String>)] = []
        for path in CommandTable.paths {
            let words = ["widget-tui"] + path.specs.map(\.name)
            lines.append((words + ["--"], Set(path.options.map(\.name) + ["--help"])))
            for option in path.options where !option.choices.isEmpty {
                lines.append((words + [option.name, ""], Set(option.choices)))
            }
        }
        return lines
    }

    @Test("bash offers each command's options, and each choice option's values, exactly as the table declares them")
    func bashFollowsTheTable() throws {
        let lines = Self.tableLines
        for ((words, wanted), offered) in zip(lines, try bashCompletions(lines.map(\.0))) {
            #expect(offered == wanted, "\(words)")
        }
    }

    /// What fish's `complete -C` offers for each command line, with the fish script loaded.
    func fishCompletions(_ lines: [String]) throws -> [Set<String>] {
        let file = try script("fish")
        defer { try? FileManager.default.removeItem(at: file) }
        var program = "source '\(file.path)'\n"
        for line in lines {
            program += "echo offered: (complete -C '\(line)' | string split -f1 \\t | string join ' ')\n"
        }
        let result = try run("fish", ["--no-config", "-c", program])
        #expect(result.exitCode == 0, "\(result.output)")
        let offered = result.output.split(separator: "\n").filter { $0.hasPrefix("offered:") }
        try #require(offered.count == lines.count, "\(result.output)")
        return offered.map { Set($0.dropFirst("offered:".count).split(separator: " ").map(String.init)) }
    }

    @Test("fish completes command lines from the table as bash does", RequiredProgram.needed("fish"))
    func fishCompletesCommandLines() throws {
        let cases: [(String, Set<String>)] = [
            ("widget-tui ren", ["render"]),
            ("widget-tui render --family ", ["small", "medium", "large"]),
            ("widget-tui app s", ["set", "set-quiet-hours"]),
            ("widget-tui app --group group.com.example.pets set --ty", ["--type"]),
            ("widget-tui intent ", ["feed", "pet", "refresh"]),
            ("widget-tui intent feed ", []),
            ("widget-tui --family small --sc", ["--scale"]),
            ("widget-tui completions ", ["bash", "zsh", "fish"]),
        ] + Self.tableLines.map { words, wanted in (words.joined(separator: " "), wanted) }
        for ((line, wanted), offered) in zip(cases, try fishCompletions(cases.map(\.0))) {
            #expect(offered == wanted, "\(line)")
        }
    }
}
