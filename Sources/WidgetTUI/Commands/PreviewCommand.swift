import Essentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PetRenderer
import SharedData
import WidgetTUIKit

/// `widget-tui preview`: the live, scrubbable ncurses preview; what `widget-tui` runs by default.
enum PreviewCommand {
    static let command = Command(
        spec: CommandSpec(
            name: "preview",
            summary: "Preview the widget live in the terminal and scrub its timeline (the default)",
            sections: [PreviewOptions.Spec.section, IntentOptions.Spec.section, GroupOptions.Spec.section,
                       RenderOptions.Spec.section.noting("(--now starts the preview paused there)")],
            discussion: """
                Press ? in the preview for its keys. b focuses the widget's buttons and Enter presses one: its
                intent runs as `widget-tui intent` runs it (--app, --targets, --linked as there; w toggles the
                app), at the moment on screen. Without --scale, a terminal too small for the widget gets the
                finest scale that fits, shown as `N pt/px (fit)`. v cycles the views: the home widget, then pet
                --pet's Live Activity on the Lock Screen and in the Dynamic Island. Needs a terminal (exit 2
                without one); `widget-tui render` prints one frame for files and pipes. Ends with 0 on q, or
                128 + the signal on SIGINT (130), SIGTERM (143) or SIGHUP (129).
                """),
        run: run
    )

    static func run(_ arguments: inout Arguments, io: CommandIO) throws -> Int32 {
        let options = try PreviewOptions(&arguments, io: io, now: Date())
        try arguments.finish()
        guard io.outputIsTerminal, isatty(STDIN_FILENO) != 0 else {
            io.err("widget-tui preview needs a terminal on standard input and output; "
                + "to write a frame to a file or pipe, use `widget-tui render`\n")
            return ExitCode.noTerminal
        }
        let loader = try GroupLoader(options.group)
        // The suite is read once here, where a broken one stops the command before the terminal is
        // taken over, and the preview's first timeline is built from the same read.
        let reader = GroupReader(container: try io.container(options.group))
        let suite = try GroupLoader.load(reader, policy: .strict)
        let widget = try PetWidget(reader: reader, decoded: suite.decoded, sheet: try SpriteSheetLoader.load(directory: options.render.spritesDirectory))
        let source = GroupPreviewSource(widget: widget, suite: suite, loader: loader, render: options.render, intents: options.intents,
                                        activityPet: options.activityPet, environment: io.environment.variables)
        return try MainActor.assumeIsolated {
            try PreviewLoop.run(options, source: source, environment: io.environment.variables)
        }
    }
}
