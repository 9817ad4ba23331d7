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

/// A file's path is resolved through its groups (`PathResolver`), each group once: what a group
/// resolves to is shared by the files below it, but the 64-object limit counts from each file.
@Suite("Project files' group chains")
struct GroupChainTests {
    /// Groups G0...G69 each inside the one before; files in G62 (64 objects from the file to the
    /// top: a path), in G63 (65: none) and in G10, and one in a cycle of two groups. `first` names
    /// the file whose id sorts first, so that it is resolved before the others.
    static func project(first: String) -> String {
        let files = ["Short": "G62", "Long": "G63", "Middle": "G10", "Cycle": "C2"]
        var children: [String: [String]] = ["C1": ["C2"], "C2": ["C1"]]
        var objects = "P = { isa = PBXProject; targets = (); };\n"
        for (name, group) in files {
            let id = (name == first ? "A" : "F") + name
            children[group, default: []].append(id)
            objects += "\(id) = { isa = PBXFileReference; path = \(name).swift; sourceTree = \"<group>\"; };\n"
        }
        for level in 0..<70 where level < 69 { children["G\(level)", default: []].append("G\(level + 1)") }
        for level in 0..<70 {
            objects += "G\(level) = { isa = PBXGroup; path = g\(level); sourceTree = \"<group>\"; children = (\((children["G\(level)"] ?? []).joined(separator: ", "))); };\n"
        }
        for group in ["C1", "C2"] {
            objects += "\(group) = { isa = PBXGroup; path = \(group.lowercased()); children = (\(children[group]!.joined(separator: ", "))); };\n"
        }
        return "{ rootObject = P; objects = {\n\(objects)}; }"
    }

    @Test("A chain of 64 objects has a path and one of 65 has none, whichever file is resolved first", arguments: ["Short", "Long", "Middle", "Cycle"])
    func depthCountsFromEachFile(first: String) throws {
        let project = try XcodeProjectFile.parse(Data(Self.project(first: first).utf8))
        let groups = (0...62).map { "g\($0)" }.joined(separator: "/")
        #expect(Set(project.fileReferences) == [
            .projectRelative(groups + "/Short.swift"),
            .projectRelative((0...10).map { "g\($0)" }.joined(separator: "/") + "/Middle.swift"),
        ])
    }
}
