import Essentials
import PetRenderer
import WidgetTUIKit

extension FrameSelection {
    /// The frame options of `snapshot` and `export` as the command table declares them.
    enum Spec {
        static let family = OptionSpec.choice("--family", WidgetFamily.allCases.map(\.shortName), placeholder: "F[,F...]",
                                              "small, medium and/or large; repeatable (default all three)").repeatable
        static let entries = OptionSpec.value("--entries", "N[,N...]", "timeline entries by index, from 0")
        static let every = OptionSpec.value("--every", "N", "every Nth entry: 0, N, 2N, ...")
        static let at = OptionSpec.value("--at", "DATE[,DATE...]", """
            bare dates, ISO 8601, each drawn as the frame for exactly that moment
            (these combine; with none of them: the first, second and last entries)
            """)

        static let section = OptionSection("frame options", [family, entries, every, at])
    }

    /// Takes `--family` before `RenderOptions.parse` sees it: these commands draw several families.
    static func parse(_ arguments: inout Arguments) throws -> FrameSelection {
        let families = try arguments.choiceList(Spec.family, WidgetFamily.init(argument:))
        var moments = Moments()
        if let entries = try arguments.value(Spec.entries) {
            moments.entries = try Arguments.commaList(entries, option: Spec.entries.name).map { text in
                guard let index = Int(text), index >= 0 else {
                    throw CLIError.usage("--entries: '\(text.shown)' is not an entry index (0 or more)")
                }
                return index
            }
        }
        if let every = try arguments.value(Spec.every) {
            guard let step = Int(every), step > 0 else { throw CLIError.usage("--every: '\(every.shown)' is not a positive whole number") }
            moments.every = step
        }
        if let at = try arguments.value(Spec.at) {
            moments.dates = try Arguments.commaList(at, option: Spec.at.name).map { try DateArgument.parse($0, option: Spec.at.name) }
        }
        return FrameSelection(families: families.isEmpty ? WidgetFamily.allCases : families, moments: moments)
    }
}
