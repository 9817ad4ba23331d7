import Findings
import SharedData
import XcodeProject

/// A verdict on one place of the code (a group it opens, a kind it reloads) before it is placed:
/// what follows the subject in the message (`, which no target is entitled to: ...`), and the fix.
struct CodeVerdict: Equatable {
    let severity: Finding.Severity
    /// What the message says after its subject, which names the call and the value.
    let predicate: String
    let fix: String?
    /// For `code-group`: the verdict is `placeholder`'s.
    var placeholder = false
    /// The one configuration the verdict is about, when it is about one (a group not entitled there).
    var configuration: String?

    init(_ severity: Finding.Severity, _ predicate: String, fix: String? = nil, placeholder: Bool = false, configuration: String? = nil) {
        self.severity = severity
        self.predicate = predicate
        self.fix = fix
        self.placeholder = placeholder
        self.configuration = configuration
    }
}

/// One cause, one finding (decision 18): a string defined once as a constant and used at several
/// calls with the same verdict is one finding at the constant's definition, naming the uses; a
/// literal written at the call, or a constant used once, is placed at the call.
enum CodeVerdicts {
    /// The findings of `verdicts` (each an occurrence with its verdict and the subject its message
    /// starts with), those of one definition with one verdict folded.
    static func findings(_ verdicts: [(occurrence: CodeOccurrence, verdict: CodeVerdict, subject: String)]) -> [(placeholder: Bool, finding: Finding)] {
        // The uses of one definition with one verdict (a target lacking the group in some
        // configurations has its own verdict, so its uses fold apart from the others').
        var groups: [(verdict: CodeVerdict, indices: [Int])] = []
        var byDefinition: [String: [Int]] = [:]
        for (index, item) in verdicts.enumerated() {
            guard let definedAt = item.occurrence.definedAt, let value = item.occurrence.value else { continue }
            let key = "\(definedAt)\u{0}\(value)"
            if let position = byDefinition[key]?.first(where: { groups[$0].verdict == item.verdict }) {
                groups[position].indices.append(index)
            } else {
                byDefinition[key, default: []].append(groups.count)
                groups.append((item.verdict, [index]))
            }
        }
        var folded = Set<Int>()
        var result: [(Int, (placeholder: Bool, finding: Finding))] = []
        for (_, indices) in groups where indices.count > 1 {
            let first = verdicts[indices[0]]
            guard let definedAt = first.occurrence.definedAt, let (file, line) = place(definedAt) else { continue }
            let uses = indices.map { verdicts[$0].occurrence }
            let targets = Set(uses.map { $0.targets.count == 1 ? $0.targets[0] : "" })
            let named = uses.map { "\($0.call) at \($0.file):\($0.line)" }
            // The list of uses is closed by a comma unless the predicate opens with its own (`, which ...`).
            let close = first.verdict.predicate.hasPrefix(",") ? "" : ","
            // The value when there is one to show; else (a variable's empty first value, set later) what the code writes.
            let shown = first.occurrence.value.flatMap { $0.isEmpty ? nil : $0.shown } ?? first.occurrence.expression.shown
            let subject = "\(shown), defined here and used by \(named.count <= 4 ? named.spoken : named.prefix(4).joined(separator: ", ") + " and \(named.count - 4) more")\(close)"
            let finding = Finding(first.verdict.severity, target: targets.count == 1 && !targets.first!.isEmpty ? targets.first : nil,
                                  configuration: first.verdict.configuration, file: file, line: line,
                                  message: subject + first.verdict.predicate, fix: first.verdict.fix)
            folded.formUnion(indices)
            result.append((indices.min()!, (first.verdict.placeholder, finding)))
        }
        for (index, item) in verdicts.enumerated() where !folded.contains(index) {
            var one = finding(item.verdict.severity, item.occurrence, item.subject + item.verdict.predicate, fix: item.verdict.fix)
            one.configuration = item.verdict.configuration
            result.append((index, (item.verdict.placeholder, one)))
        }
        return result.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// A finding about one place of the code: the target is named when one target compiles it.
    static func finding(_ severity: Finding.Severity, _ occurrence: CodeOccurrence, _ message: String, fix: String? = nil) -> Finding {
        Finding(severity, target: occurrence.targets.count == 1 ? occurrence.targets[0] : nil, file: occurrence.file, line: occurrence.line,
                message: message, fix: fix)
    }

    /// `file:line` read back into its parts (a file name may hold a colon).
    private static func place(_ text: String) -> (String, Int)? {
        guard let colon = text.lastIndex(of: ":"), let line = Int(text[text.index(after: colon)...]) else { return nil }
        return (String(text[..<colon]), line)
    }
}
