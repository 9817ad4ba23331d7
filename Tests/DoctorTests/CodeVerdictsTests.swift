import Testing
import XcodeProject
@testable import Doctor

/// One cause, one finding: the uses of one constant with one verdict fold into a finding at the
/// constant, whose message names the uses and then says the verdict, punctuated once.
@Suite("code verdicts folded at the constant")
struct CodeVerdictsTests {
    private func use(_ line: Int) -> CodeOccurrence {
        CodeOccurrence(kind: .group, language: .swift, call: "UserDefaults(suiteName:)", value: "group.com.example.app",
                       expression: "Shared.group", file: "App/Store.swift", line: line, definedAt: "App/Shared.swift:3", targets: ["App"])
    }

    @Test("Two uses of one constant: one finding at the definition, each use named, no doubled comma whatever the predicate starts with")
    func foldedAtTheDefinition() throws {
        for predicate in [", which App is entitled to", " in App, whose Release build signs with App.entitlements"] {
            let verdict = CodeVerdict(.ok, predicate)
            let folded = CodeVerdicts.findings([(use(10), verdict, "s"), (use(20), verdict, "s")])
            let finding = try #require(folded.count == 1 ? folded[0].finding : nil)
            #expect(finding.file == "App/Shared.swift" && finding.line == 3 && finding.target == "App")
            #expect(finding.message.contains("App/Store.swift:10") && finding.message.contains("App/Store.swift:20"))
            #expect(!finding.message.contains(",,"))
        }
    }

    /// An unseen project (unustasis) folds the uses of `private(set) var appGroupId: String = ""`,
    /// set later: the value the scan holds is that empty first value, and the message began with
    /// ", defined here" and named nothing. It names the expression.
    @Test("Uses of a variable whose known value is empty fold under its expression, not an empty name")
    func foldedUnderTheExpressionWhenTheValueIsEmpty() throws {
        let empty = { (line: Int) in
            CodeOccurrence(kind: .group, language: .swift, call: "UserDefaults(suiteName:)", value: "", expression: "appGroupId",
                           file: "Share/Share.swift", line: line, definedAt: "Share/Share.swift:21", targets: ["Share"])
        }
        let verdict = CodeVerdict(.note, ", which is not a string literal or a constant defined once in the project: not checked")
        let folded = CodeVerdicts.findings([(empty(279), verdict, "s"), (empty(426), verdict, "s")])
        let finding = try #require(folded.count == 1 ? folded[0].finding : nil)
        #expect(finding.message.hasPrefix("appGroupId"), "\(finding.message)")
    }
}
