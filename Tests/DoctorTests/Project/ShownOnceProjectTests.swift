import Foundation
import ProjectFixtures
import Testing
@testable import XcodeProject
@testable import Doctor

/// A project's text reaches a finding escaped once: a file or key that literally holds the six
/// characters `\u{7F}` shows with its backslash doubled (`\\u{7F}`), never as a real DEL would
/// (one backslash) and never escaped twice (four).
@Suite("doctor --project shows outside text escaped once")
struct ShownOnceProjectTests {
    static let literal = #"\u{7F}"#

    /// Every `u{7F}` of `text` preceded by exactly two backslashes; at least one there.
    static func escapedOnce(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        var found = 0
        for index in scalars.indices where String(String.UnicodeScalarView(scalars[index...].prefix(5))) == "u{7F}" {
            var backslashes = 0
            while index - backslashes > 0, scalars[index - backslashes - 1] == "\\" { backslashes += 1 }
            guard backslashes == 2 else { return false }
            found += 1
        }
        return found > 0
    }

    private func examine(_ change: (inout ClonedProject) -> Void, options: ProjectReader.Options = .init()) throws -> ProjectRun {
        var project = ClonedProject.flutter()
        change(&project)
        let scratch = try ScratchFolder()
        return try ProjectDoctor.examine(try project.write(to: scratch), options: options)
    }

    @Test("The checker itself: one backslash and four fail, two pass")
    func checker() {
        #expect(Self.escapedOnce(#"a \\u{7F} b"#))
        #expect(!Self.escapedOnce(#"a \u{7F} b"#))
        #expect(!Self.escapedOnce(#"a \\\\u{7F} b"#))
        #expect(!Self.escapedOnce("nothing here"))
    }

    @Test("A project file that does not parse, quoting a key")
    func projectFileError() throws {
        let report = try examine { project in
            // A quoted OpenStep string unescapes `\\`: the key holds the literal.
            project.files["ios/Runner.xcodeproj/project.pbxproj"] = "// !$*UTF8*$!\n{ \"k\\\(Self.literal)\" x }\n"
            project.projectPath = "ios/Other.xcodeproj"
        }
        let finding = try #require(report.findings(ProjectFileCheck.self).first { $0.severity == .problem && $0.message.contains("u{7F}") },
                                   "\(report.findings.map(\.message))")
        #expect(Self.escapedOnce(finding.message), "\(finding.message)")
    }

    @Test("An xcconfig finding naming a file")
    func xcconfigFinding() throws {
        let report = try examine { project in
            project.files["ios/Flutter/Debug.xcconfig"]! += "#include \"Sec\(Self.literal)rets.xcconfig\"\n"
        }
        let finding = try #require(report.findings(XCConfigCheck.self).first { $0.message.contains("u{7F}") }, "\(report.findings.map(\.message))")
        #expect(Self.escapedOnce(finding.message), "\(finding.message)")
    }

    @Test("A provisioning profile that could not be read")
    func profileFailure() throws {
        // A folder where the profile should be: the reason names the path.
        let scratch = try ScratchFolder()
        try scratch.write("Team\(Self.literal).mobileprovision/inside", "")
        let report = try examine({ _ in }, options: .init(profiles: [scratch.path("Team\(Self.literal).mobileprovision")]))
        let finding = try #require(report.findings(ProfileCheck.self).first { $0.severity == .problem }, "\(report.findings.map(\.message))")
        #expect(finding.file.map(Self.escapedOnce) == true, "\(finding.file ?? "nil")")
        #expect(!finding.message.contains("u{7F}") || Self.escapedOnce(finding.message), "\(finding.message)")
    }
}
