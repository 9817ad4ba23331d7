import Foundation
import PetRenderer
import WidgetTUIKit

extension FrameSelection {
    static let usage = """
      --family F[,F...]     small, medium and/or large; repeatable (default all three)
      --entries N[,N...]    timeline entries by index, from 0
      --every N             every Nth entry: 0, N, 2N, ...
      --at DATE[,DATE...]   bare dates, ISO 8601, each drawn as the frame for exactly that moment
                            (these combine; with none of them: the first, second and last entries)
    """

    /// Takes `--family` before `RenderOptions.parse` sees it: these commands draw several families.
    static func parse(_ arguments: inout Arguments) throws -> FrameSelection {
        var families: [WidgetFamily] = []
        for text in try arguments.options("--family").flatMap(commaList) {
            guard let family = WidgetFamily(argument: text) else {
                throw CLIError.usage("--family: '\(text)' is not small, medium or large")
            }
            if !families.contains(family) { families.append(family) }
        }
        var moments = Moments()
        if let entries = try arguments.option("--entries") {
            moments.entries = try commaList(entries).map { text in
                guard let index = Int(text), index >= 0 else {
                    throw CLIError.usage("--entries: '\(text)' is not an entry index (0 or more)")
                }
                return index
            }
        }
        if let every = try arguments.option("--every") {
            guard let step = Int(every), step > 0 else { throw CLIError.usage("--every: '\(every)' is not a positive whole number") }
            moments.every = step
        }
        if let at = try arguments.option("--at") {
            moments.dates = try commaList(at).map { try DateArgument.parse($0, option: "--at") }
        }
        return FrameSelection(families: families.isEmpty ? WidgetFamily.allCases : families, moments: moments)
    }

    private static func commaList(_ text: String) throws -> [String] {
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard !items.contains(where: \.isEmpty) else { throw CLIError.usage("'\(text)' has an empty item in its comma list") }
        return items
    }
}
