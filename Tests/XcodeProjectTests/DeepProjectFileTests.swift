import Foundation
import RenderFixtures
import SharedData
import Testing
@testable import XcodeProject

/// A pull request's project file nested past the limits (docs/limits.md) is refused naming its
/// line, never a crash; doctor's findings on such projects are `DeepNestingProjectTests` in DoctorTests.
@Suite("Project files on deep nesting")
struct DeepProjectFileTests {
    static let hostileDepth = 100_000

    @Test("A project file nested 100,000 levels deep is refused at 256 levels, naming its line")
    func hostileProjectFile() throws {
        let deep = Data(("// !$*UTF8*$!\n{ objects = " + String(repeating: "{a = ", count: Self.hostileDepth) + "b" + String(repeating: "; }", count: Self.hostileDepth) + "; }").utf8)
        let error = #expect(throws: ProjectFileError.self) { try XcodeProjectFile.parse(deep) }
        #expect(error?.description.contains("deeper than 256") == true, "\(String(describing: error))")
        #expect(error?.line == 2)
    }

    @Test("The deepest project file the parser accepts reads on a 512 KiB stack")
    func deepestOnASmallStack() {
        let depth = OpenStepPlistParser.Limits.standard.maximumDepth
        let read = onSmallStack { () -> [Bool] in
            [depth, depth + 1].map { levels in
                let text = String(repeating: "(", count: levels) + String(repeating: ")", count: levels)
                return (try? OpenStepPlistParser.parse(Data(text.utf8))) != nil
            }
        }
        #expect(read == [true, false])
    }
}
