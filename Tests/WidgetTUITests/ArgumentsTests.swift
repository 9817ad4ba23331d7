import Testing
@testable import WidgetTUI

@Suite struct ArgumentsTests {
    @Test func takesOptionsInBothSpellingsAndRejectsLeftovers() throws {
        var args = Arguments(["--family", "small", "--at=2026-01-01T00:00:00Z", "--json", "extra"])
        #expect(try args.option("--family") == "small")
        #expect(try args.option("--at") == "2026-01-01T00:00:00Z")
        let json = args.flag("--json")
        let again = args.flag("--json")
        #expect(json)
        #expect(!again)
        #expect(throws: CLIError.self) { try args.finish() }
        let extra = args.positional()
        #expect(extra == "extra")
        try args.finish()
    }

    @Test func anOptionWithoutItsValueIsAUsageError() {
        var args = Arguments(["--family"])
        #expect(throws: CLIError.self) { try args.option("--family") }
    }

    @Test func anOptionalValueMayBeOmitted() {
        var bare = Arguments(["--simulator", "--json"])
        let bareValue = bare.optionalValueOption("--simulator")
        #expect(bareValue == .some(nil))
        var given = Arguments(["--simulator", "ABC"])
        let givenValue = given.optionalValueOption("--simulator")
        #expect(givenValue == .some("ABC"))
        var absent = Arguments([])
        let absentValue = absent.optionalValueOption("--simulator")
        #expect(absentValue == nil)
    }

    @Test func unknownCommandsExitWithUsageCode() {
        let sink = OutputSink()
        let code = CommandRouter.run(["frobnicate"], io: sink.io)
        #expect(code == 64)
        #expect(sink.err.contains("unknown command 'frobnicate'"))
    }

    @Test func helpListsEveryCommand() {
        let sink = OutputSink()
        #expect(CommandRouter.run(["help"], io: sink.io) == 0)
        for command in CommandRouter.commands {
            #expect(sink.out.contains(command.name))
        }
    }
}
