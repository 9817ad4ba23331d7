import Testing
@testable import WidgetTUI

@Suite struct ArgumentsTests {
    static let family = OptionSpec.choice("--family", ["small", "medium", "large"], "the family")
    static let at = OptionSpec.value("--at", "DATE", "a date")
    static let json = OptionSpec.flag("--json", "JSON")
    static let simulator = OptionSpec.optionalValue("--simulator", "UDID", "the simulator")
    static let out = OptionSpec.value("--out", "DIR", "a folder").required
    static let file = ArgumentSpec(placeholder: "FILE", help: "a file")
    static let spec = CommandSpec(name: "test", summary: "a command for the parser's tests", arguments: [file],
                                  sections: [OptionSection([family, at, json, simulator, out])])

    func arguments(_ items: [String]) -> Arguments { Arguments(items, path: CommandPath([Self.spec])) }

    @Test("Options are taken in both spellings, and what no one took is refused")
    func takesOptionsInBothSpellingsAndRejectsLeftovers() throws {
        var args = arguments(["--family", "small", "--at=2026-01-01T00:00:00Z", "--json", "extra"])
        #expect(try args.value(Self.family) == "small")
        #expect(try args.value(Self.at) == "2026-01-01T00:00:00Z")
        let json = try args.flag(Self.json)
        let again = try args.flag(Self.json)
        #expect(json)
        #expect(!again)
        #expect(throws: CLIError.self) { try args.finish() }
        let extra = try args.positional(Self.file)
        #expect(extra == "extra")
        try args.finish()
    }

    @Test("An option without its value is a usage error")
    func anOptionWithoutItsValueIsAUsageError() {
        var args = arguments(["--family"])
        #expect(throws: CLIError.self) { try args.value(Self.family) }
    }

    @Test("An optional value may be omitted")
    func anOptionalValueMayBeOmitted() throws {
        var bare = arguments(["--simulator", "--json"])
        let bareValue = try bare.optionalValue(Self.simulator)
        #expect(bareValue == .some(nil))
        var given = arguments(["--simulator", "ABC"])
        let givenValue = try given.optionalValue(Self.simulator)
        #expect(givenValue == .some("ABC"))
        var absent = arguments([])
        let absentValue = try absent.optionalValue(Self.simulator)
        #expect(absentValue == nil)
    }

    @Test("Asking for an option the table does not declare is a bug, exit 70, not an accepted option")
    func undeclaredOptionsAreABug() {
        var args = arguments(["--colors", "16"])
        let colors = OptionSpec.value("--colors", "MODE", "undeclared here")
        let error = #expect(throws: CLIError.self) { try args.value(colors) }
        #expect(error?.exitCode == 70)
        #expect(error?.description.contains("does not declare") == true)
        // Declared with another arity or requirement is no declaration either.
        let flagged = OptionSpec.flag("--at", "declared as a value")
        #expect((#expect(throws: CLIError.self) { try args.flag(flagged) })?.exitCode == 70)
        #expect((#expect(throws: CLIError.self) { try args.value(Self.out) })?.exitCode == 70)
        let other = ArgumentSpec(placeholder: "DIR", help: "undeclared")
        #expect((#expect(throws: CLIError.self) { try args.positional(other) })?.exitCode == 70)
    }

    @Test("A mistyped option names the nearest declared one; an unrelated one gets no guess")
    func unknownOptionsSuggestTheNearest() {
        let typo = #expect(throws: CLIError.self) { try arguments(["--famly", "small"]).finish() }
        #expect(typo?.description == "unknown option --famly; did you mean --family?")
        #expect(typo?.exitCode == 64)
        let assigned = #expect(throws: CLIError.self) { try arguments(["--jsn=1"]).finish() }
        #expect(assigned?.description == "unknown option --jsn; did you mean --json?")
        let help = #expect(throws: CLIError.self) { try arguments(["--hlep"]).finish() }
        #expect(help?.description == "unknown option --hlep; did you mean --help?")
        let unrelated = #expect(throws: CLIError.self) { try arguments(["--frobnicate"]).finish() }
        #expect(unrelated?.description == "unknown option --frobnicate")
    }

    @Test("A flag given a value says it takes none")
    func aFlagTakesNoValue() {
        let error = #expect(throws: CLIError.self) { try arguments(["--json=yes"]).finish() }
        #expect(error?.description == "--json takes no value")
    }

    @Test("A choice outside the table's values lists them and names the nearest")
    func choicesSuggestTheNearestValue() throws {
        var typo = arguments(["--family", "smal"])
        let error = #expect(throws: CLIError.self) { try typo.choice(Self.family) { $0 == "small" ? 1 : nil } }
        #expect(error?.description == "--family: 'smal' is not one of small, medium, large; did you mean 'small'?")
        var list = arguments(["--family", "small,larg", "--family", "small"])
        let listError = #expect(throws: CLIError.self) { try list.choiceList(Self.family) { ["small", "large"].contains($0) ? $0 : nil } }
        #expect(listError?.description == "--family: 'larg' is not one of small, medium, large; did you mean 'large'?")
        var repeated = arguments(["--family", "large,small", "--family", "small"])
        #expect(try repeated.choiceList(Self.family) { $0 } == ["large", "small"])
    }

    @Test("A missing required option or argument is a usage error naming it")
    func requiredOptionsAndArguments() {
        var none = arguments([])
        #expect((#expect(throws: CLIError.self) { try none.required(Self.out) })?.description == "test needs --out DIR")
        #expect((#expect(throws: CLIError.self) { try none.required(Self.file) })?.description == "test needs FILE (a file)")
    }

    @Test("Parse-only stops a command at finish(), after everything was parsed")
    func parseOnlyStopsAtFinish() throws {
        var args = arguments(["--json"])
        args.parseOnly = true
        #expect(try args.flag(Self.json))
        #expect(throws: Arguments.ParsedOnly.self) { try args.finish() }
        #expect(args.asked == ["--json"])
    }
}
