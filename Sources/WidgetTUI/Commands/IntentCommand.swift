import Essentials
import SharedData
import WidgetTUIKit
import XcodeProject

/// `widget-tui intent NAME`: presses a widget button. The intent runs in the process WidgetKit would
/// pick, writes only there and only if that process is a writer, and the widget reloads at once.
enum IntentCommand {
    enum Spec {
        static let name = ArgumentSpec(placeholder: "NAME", help: "the button's intent", completion: .choices(WidgetIntent.names),
                                       noun: "intent")
        static let now = OptionSpec.value("--now", "DATE", "when the button is pressed, ISO 8601 (default now)")
        static let project = OptionSpec.value("--project", "PATH", """
            list the widget buttons of your Xcode or Flutter project instead, each with the
            process WidgetKit would pick (app cold and warm) and the writes its perform() makes
            """, completion: .files)
    }

    static let command = Command(
        spec: CommandSpec(
            name: "intent",
            summary: "Press a widget button: run its App Intent where WidgetKit would, then reload",
            arguments: [Spec.name.optional],
            sections: [OptionSection([PetArgument.option, Spec.now, Spec.project]), IntentOptions.Spec.section, GroupOptions.Spec.section],
            discussion: """
                NAME:
                  feed      valueA += \(Int(WidgetIntent.mealSize)) (at most \(Int(Pet.fullValue))) and a fed reaction; allowed [.main, .appIntentsExtension]
                  pet       a petted reaction; allowed [.main]
                  refresh   display only, writes nothing; allowed [.widgetKitExtension]

                A warm app answers when it is allowed; otherwise an allowed extension does, the App Intents
                extension before the widget extension; a cold app is launched in the background only when the
                main app is the only allowed target. The widget extension only reads the group: a write that
                lands there is refused with nothing written (exit 1). A write is made under the writer lock and
                WidgetKit reloads the widget (--kind) at once: an interaction reload, not counted against the
                daily budget. The reaction shows for \(Int(PetReaction.duration)) s in the entries after the reload.
                """),
        run: run
    )

    static func run(_ arguments: inout Arguments, io: CommandIO) throws -> Int32 {
        let options = try GroupOptions.parse(&arguments, io: io)
        let pet = try PetArgument.parse(&arguments) ?? 0
        let intents = try IntentOptions.parse(&arguments)
        let now = try arguments.value(Spec.now).map { try DateArgument.parse($0, option: Spec.now.name) }
        let project = try arguments.value(Spec.project)
        let name = try arguments.positional(Spec.name)
        try arguments.finish()
        if let project {
            if let name { throw CLIError.usage("intent --project lists the project's buttons; it takes no NAME ('\(VisibleText.escaped(name))')") }
            let report: ProjectReading
            do {
                report = try ProjectReader.read(URL(fileURLWithPath: project))
            } catch {
                // The error shows its paths itself (`ProjectDoctorError`).
                throw CLIError("intent --project \(project.shown): \(error.description)")
            }
            io.out(IntentProjectListing.text(report))
            return ExitCode.ok
        }
        let intent = try arguments.required(name, of: Spec.name) { WidgetIntent.named($0, pet: pet) }

        let container: GroupContainer
        do {
            container = try io.container(options)
        } catch let error as ContainerError {
            throw CLIError("App Group not configured, nothing written: \(error)")
        }
        let suite = SuiteChannel.forContainer(container, source: options.source, environment: io.environment.variables)
        let report = try intents.perform(intent, app: intents.app, in: container, suite: suite, kind: options.kind, at: now)
        io.out(report.lines.joined(separator: "\n") + "\n")
        return ExitCode.ok
    }
}
