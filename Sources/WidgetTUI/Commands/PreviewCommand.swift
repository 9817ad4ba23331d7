import Foundation
import PetRenderer
import WidgetTUIKit

/// `widget-tui preview`: the live, scrubbable ncurses preview; what `widget-tui` runs by default.
enum PreviewCommand {
    static let command = Command(
        name: "preview",
        summary: "Preview the widget live in the terminal and scrub its timeline (the default)",
        usage: """
        widget-tui [preview] [--now DATE | --paused] [--budget N] [--app cold|warm] [--targets LIST] [--linked LIST]
                   [--pet N] [GROUP OPTIONS] [RENDER OPTIONS]

        \(PreviewOptions.usage)

        Press ? in the preview for its keys. b focuses the widget's buttons and Enter presses one: its
        intent runs as `widget-tui intent` runs it (--app, --targets, --linked as there; w toggles the
        app), at the moment on screen. Without --scale, a terminal too small for the widget gets the
        finest scale that fits, shown as `N pt/px (fit)`. v cycles the views: the home widget, then pet
        --pet's Live Activity on the Lock Screen and in the Dynamic Island. Needs a terminal;
        `widget-tui render` prints one frame for files and pipes.

        group options:
        \(GroupOptions.usage)

        render options (--now starts the preview paused there):
        \(RenderOptions.usage)
        """,
        run: run
    )

    static func run(_ arguments: inout Arguments, io: CommandIO) throws -> Int32 {
        let options = try PreviewOptions(&arguments, io: io, now: Date())
        try arguments.finish()
        guard io.outputIsTerminal, isatty(STDIN_FILENO) != 0 else {
            io.err("widget-tui preview needs a terminal on standard input and output; "
                + "to write a frame to a file or pipe, use `widget-tui render`\n")
            return 2
        }
        let loader = try GroupLoader(options.group)
        let widget = try io.widget(options.group, options.render)
        let source = GroupPreviewSource(widget: widget, loader: loader, render: options.render, intents: options.intents,
                                        activityPet: options.activityPet)
        return try MainActor.assumeIsolated {
            try PreviewLoop.run(options, source: source, environment: io.environment)
        }
    }
}
