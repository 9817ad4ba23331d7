import Foundation
import ProjectFixtures
import Testing
@testable import XcodeProject

/// Reading a project file costs work in proportion to the file, however many targets it holds:
/// counted (objects looked up or walked past), not timed (issue 41).
@Suite("project.pbxproj work")
struct ProjectFileWorkTests {
    /// `pairs` apps, each embedding its widget, whose synchronized folder adds one file to the app
    /// through an exception set: every kind of per-target look-up the reader makes.
    static func project(pairs: Int) -> ProjectBuilder {
        var targets: [ProjectBuilder.Target] = [], exceptions: [ProjectBuilder.Exception] = []
        for pair in 0..<pairs {
            targets.append(.init("App\(pair)", productType: ProjectBuilder.Target.application,
                                 sources: ["App\(pair)/App.swift", "App\(pair)/Model.swift"], embeds: ["Widget\(pair)"]))
            targets.append(.init("Widget\(pair)", productType: ProjectBuilder.Target.appExtension, synchronizedFolders: ["Widget\(pair)"]))
            exceptions.append(.init(folder: "Widget\(pair)", target: "App\(pair)", files: ["Shared.swift"]))
        }
        return ProjectBuilder(targets: targets, exceptions: exceptions)
    }

    static func visits(pairs: Int) throws -> (visits: Int, project: XcodeProjectFile) {
        let project = try XcodeProjectFile.parse(Data(project(pairs: pairs).text().utf8))
        return (project.objectVisits, project)
    }

    @Test("Four times the targets cost at most 4.2 times the object visits, and each visit finds what it did")
    func linearInTargets() throws {
        let (small, smallProject) = try Self.visits(pairs: 40)
        let (large, largeProject) = try Self.visits(pairs: 160)
        #expect(largeProject.targets.count == 320)
        // What the look-ups find is the same per pair at either size.
        let app = try #require(largeProject.targets.first { $0.name == "App159" })
        #expect(app.addedFiles == [.projectRelative("Widget159/Shared.swift")])
        #expect(app.sourceFiles == [.projectRelative("App159/App.swift"), .projectRelative("App159/Model.swift")])
        let widget = try #require(smallProject.targets.first { $0.name == "Widget39" })
        #expect(widget.synchronizedFolders == [SynchronizedFolder(path: .projectRelative("Widget39"), exceptions: [])])
        // Linear: the ratio of the visits is the ratio of the objects (4x), plus the fixed part's
        // share; each target walking the whole table made it 16x.
        #expect(Double(large) / Double(small) <= 4.2, "visits: \(small) for 80 targets, \(large) for 320")
    }

    @Test("The target index answers as a search of every target would: which targets compile a file, which apps embed a target")
    func indexAgreesWithSearch() throws {
        var builder = Self.project(pairs: 3)
        builder.targets.append(.init("Everything", productType: ProjectBuilder.Target.application, synchronizedFolders: [""], embeds: ["Widget0", "Widget2"]))
        builder.exceptions.append(.init(folder: "", target: "Everything", files: ["App1/Model.swift"]))
        let project = try XcodeProjectFile.parse(Data(builder.text().utf8))
        let index = TargetIndex(project.targets)
        let paths = ["App0/App.swift", "App1/Model.swift", "Widget2/Shared.swift", "Widget2/Deep/View.swift", "Other.swift", "App10/App.swift"]
        for path in paths {
            #expect(index.targets(compiling: path).map(\.id) == project.targets.filter { $0.compiles(path) }.map(\.id), "\(path)")
        }
        #expect(index.targets(compiling: "Widget2/Shared.swift").map(\.name) == ["App2", "Widget2", "Everything"])
        #expect(!index.targets(compiling: "App1/Model.swift").map(\.name).contains("Everything"))
        for target in project.targets {
            let searched = project.targets.filter { $0.productType.isApplication && $0.id != target.id && $0.embeds(target) }.map(\.id)
            #expect(index.hostIDs(of: target) == searched, "\(target.name)")
        }
        let widget0 = try #require(project.targets.first { $0.name == "Widget0" })
        #expect(index.hostIDs(of: widget0).compactMap { id in project.targets.first { $0.id == id }?.name } == ["App0", "Everything"])
    }
}
