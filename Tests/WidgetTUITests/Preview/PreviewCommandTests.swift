import Foundation
import PetRenderer
import Testing
@testable import WidgetTUI
import WidgetTUIKit

@Suite struct PreviewCommandTests {
    @Test func previewIsWhatRunsWithoutArguments() {
        #expect(CommandTable.commands.first?.name == "preview")
    }

    @Test func helpAfterTheCommandShowsItsUsageWithTheSharedOptions() {
        for argv in [["preview", "--help"], ["preview", "--now", "2026-05-01T12:00:00Z", "-h"]] {
            let sink = OutputSink()
            #expect(CommandRouter.run(argv, io: sink.io) == 0)
            #expect(sink.out.contains("usage: widget-tui [preview] [--paused] [--budget N]"))
            #expect(sink.out.contains("--groups-root DIR"))
            #expect(sink.out.contains("--scale N"))
        }
    }

    @Test func withoutATerminalItExitsTwoAndPointsToRender() {
        for argv in [[], ["preview", "--family", "small"]] {
            let sink = OutputSink()
            #expect(CommandRouter.run(argv, io: sink.io) == 2)
            #expect(sink.err.contains("needs a terminal"))
            #expect(sink.err.contains("widget-tui render"))
            #expect(sink.out.isEmpty)
        }
    }

    @Test func itTakesTheGroupAndRenderOptionsOfRenderAndItsOwn() throws {
        var arguments = Arguments(["--now", "2026-05-01T12:00:00Z", "--family", "large", "--colors", "16",
                                   "--budget", "40", "--tz", "Europe/Paris", "--kind", "OtherWidget",
                                   "--step", "60", "--count", "10", "--policy", "never", "--trace", "/tmp/trace"],
                                  for: PreviewCommand.command)
        let options = try PreviewOptions(&arguments, io: OutputSink().io, now: Date(timeIntervalSince1970: 0))
        try arguments.finish()
        #expect(options.start == .paused(at: Date(timeIntervalSince1970: 1_777_636_800)))
        #expect(options.settings.family == .systemLarge)
        #expect(options.colorOverride == .ansi16)
        #expect(options.budget == 40)
        #expect(options.settings.timeZone.identifier == "Europe/Paris")
        #expect(options.group.kind == "OtherWidget")
        #expect(options.render.step == 60)
        #expect(options.render.count == 10)
        #expect(options.render.reload == .never)
        #expect(options.traceFile == "/tmp/trace")
    }

    @Test func pausedStartsPausedNowAndTheDefaultIsLive() throws {
        let now = Date(timeIntervalSince1970: 1000)
        var paused = Arguments(["--paused"], for: PreviewCommand.command)
        #expect(try PreviewOptions(&paused, io: OutputSink().io, now: now).start == .paused(at: now))
        var none = Arguments([], for: PreviewCommand.command)
        let defaults = try PreviewOptions(&none, io: OutputSink().io, now: now)
        #expect(defaults.start == .live)
        #expect(defaults.settings.family == .systemMedium)
        #expect(defaults.budget == 72)
        #expect(defaults.colorOverride == nil)
        #expect(defaults.group.kind == "PetWidget")
        #expect(defaults.traceFile == nil)
    }

    @Test func badOptionsAreUsageErrorsNamingTheOption() {
        let cases: [([String], String)] = [
            (["--now", "yesterday"], "--now: 'yesterday'"),
            (["--family", "huge"], "--family: 'huge'"),
            (["--colors", "88"], "--colors: '88'"),
            (["--budget", "0"], "--budget: '0'"),
            (["--tz", "Mars/Olympus"], "--tz: 'Mars/Olympus'"),
            (["--group", "com.example.pets"], "--group"),
            (["--step", "0"], "--step: '0'"),
        ]
        for (argv, named) in cases {
            let sink = OutputSink()
            #expect(CommandRouter.run(["preview"] + argv, io: sink.io) == 64, "\(argv)")
            #expect(sink.err.contains(named), "\(sink.err)")
        }
    }
}
