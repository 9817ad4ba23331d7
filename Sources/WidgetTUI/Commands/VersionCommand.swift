/// `widget-tui version`, also `widget-tui --version`: the version and the commit of the build.
enum VersionCommand {
    static let command = Command(
        spec: CommandSpec(name: "version", summary: "Print the version and the commit it was built from", discussion: """
            `widget-tui --version` prints the same line. The commit is known in a build made by
            scripts/build-release; a plain `swift build` prints `commit unknown`.
            """),
        run: run
    )

    static func run(_ arguments: inout Arguments, io: CommandIO) throws -> Int32 {
        try arguments.finish()
        io.out(WidgetTUIVersion.line + "\n")
        return ExitCode.ok
    }
}
