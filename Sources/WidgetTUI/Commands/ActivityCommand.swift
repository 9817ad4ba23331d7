import Essentials
import SharedData
import WidgetTUIKit

/// `widget-tui activity`: the Live Activity's ContentState for one pet of the group, as the app would
/// send it with ActivityKit, with its size against the 4 KB limit.
enum ActivityCommand {
    enum Spec {
        static let json = OptionSpec.flag("--json", "print only the JSON")
    }

    static let command = Command(
        spec: CommandSpec(
            name: "activity",
            summary: "Show a pet's Live Activity ContentState (JSON) and its size against the 4 KB limit",
            sections: [OptionSection([PetArgument.option, Spec.json]), GroupOptions.Spec.section],
            discussion: """
                The state carries a name, a stage key and three numbers, as JSON with sorted keys. ActivityKit
                refuses more than \(PetActivityAttributes.ContentState.maximumSize) bytes: a larger state is refused with its size (exit 1). Artwork is
                never sent; the widget looks it up from the stage key.
                """),
        run: run
    )

    static func run(_ arguments: inout Arguments, io: CommandIO) throws -> Int32 {
        let options = try GroupOptions.parse(&arguments, io: io)
        let index = try PetArgument.parse(&arguments) ?? 0
        let jsonOnly = try arguments.flag(Spec.json)
        try arguments.finish()
        // Strict as `render` is: a suite that cannot be read is an error naming the file and why,
        // never "0 pets".
        let decoded = try GroupLoader.decode(GroupReader(container: io.container(options)), policy: .strict)
        for problem in decoded.problems where problem.key == PetWidgetData.itemsKey {
            io.err("widget-tui activity: warning: \(problem)\n")
        }
        let pets = decoded.data.pets
        let (state, json) = try PetWidget.activityState(pet: index, in: pets)
        let text = String(decoding: json, as: UTF8.self)
        if !jsonOnly {
            io.out("ContentState for pet \(index + 1) (\(pets[index].shownName)): \(json.count) of \(PetActivityAttributes.ContentState.maximumSize) bytes\n")
        }
        io.outJSON(text + "\n")
        if !jsonOnly {
            io.out("artwork: looked up from the stage key \"\(VisibleText.escaped(state.stage))\" in the widget's sprites, never sent\n")
        }
        return ExitCode.ok
    }
}
