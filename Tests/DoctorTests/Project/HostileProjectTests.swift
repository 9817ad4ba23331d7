import Foundation
import ProjectFixtures
import SharedData
import Testing
@testable import XcodeProject
@testable import Doctor

/// A project is outside data: a pull request can name any file. doctor reads nothing outside the
/// project's root (or a folder the user allows), so a secret beside the checkout never reaches
/// the report, and what depends on an unread file is unknown, not wrong.
@Suite("doctor --project reads nothing outside the project")
struct HostileProjectTests {
    static let secret = "ghp_0123456789abcdefSECRET"

    /// A healthy clone at `scratch/App` and a secret at `scratch/outside`, changed by `change`.
    private func examine(_ change: (inout ClonedProject, URL) -> Void, allowing: Bool = false) throws -> (ProjectRun, String) {
        let scratch = try ScratchFolder()
        try scratch.write("outside/secret.xcconfig", "SECRET_TOKEN = \(Self.secret)\n")
        try scratch.write("outside/other.entitlements", entitlementsXML(["group.\(Self.secret)"]))
        try scratch.write("outside/Info.plist", infoPlistXML(extensionPoint: "com.apple.widgetkit-extension"))
        var project = ClonedProject.flutter()
        change(&project, scratch.path("outside"))
        let root = try project.write(to: scratch)
        let report = try ProjectDoctor.examine(root, options: .init(allowedOutside: allowing ? [scratch.path("outside")] : []))
        let json = try DoctorDocument(report.report).encoded()
        return (report, json)
    }

    private func useSecret(_ project: inout ClonedProject) {
        for file in ["ios/Runner/Runner.entitlements", "ios/TallyWidgetExtension.entitlements"] {
            project.files[file] = entitlementsXML(["group.$(SECRET_TOKEN)"])
        }
    }

    @Test("An #include of an absolute path outside the project is not read: a note, and its settings are unknown")
    func absoluteInclude() throws {
        let (report, json) = try examine { project, outside in
            project.files["ios/Flutter/Debug.xcconfig"]! += "#include \"\(outside.path)/secret.xcconfig\"\n"
            useSecret(&project)
        }
        #expect(!json.contains(Self.secret))
        #expect(report.findings(XCConfigCheck.self).contains { $0.severity == .note && $0.message.contains("not read: outside the project") })
        #expect(!report.findings.contains { $0.severity == .problem }, "\(report.findings.filter { $0.severity == .problem }.map(\.message))")
    }

    @Test("An #include climbing out with .. is not read")
    func relativeEscape() throws {
        let (report, json) = try examine { project, _ in
            project.files["ios/Flutter/Debug.xcconfig"]! += "#include \"../../../outside/secret.xcconfig\"\n"
            useSecret(&project)
        }
        #expect(!json.contains(Self.secret))
        #expect(report.findings(XCConfigCheck.self).filter { $0.message.contains("not read: outside the project") }.count == 1)
    }

    #if canImport(Glibc)
    @Test("An #include of the process environment in /proc is not read, so no variable of CI reaches the report")
    func processEnvironment() throws {
        let (report, json) = try examine { project, _ in
            project.files["ios/Flutter/Debug.xcconfig"]! += "#include \"/proc/self/environ\"\nBASE_BUNDLE_IDENTIFIER = $(PATH)\n"
            useSecret(&project)
        }
        #expect(!json.contains("/usr/bin"), "the process environment reached the report")
        #expect(report.findings(XCConfigCheck.self).contains { $0.message.contains("not read: outside the project") })
    }
    #endif

    @Test("An include through a symbolic link out of the project is not followed")
    func symlinkedInclude() throws {
        let scratch = try ScratchFolder()
        try scratch.write("outside/secret.xcconfig", "SECRET_TOKEN = \(Self.secret)\n")
        var project = ClonedProject.flutter()
        project.files["ios/Flutter/Debug.xcconfig"]! += "#include \"Linked.xcconfig\"\n"
        useSecret(&project)
        let root = try project.write(to: scratch)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("ios/Flutter/Linked.xcconfig").path,
                                                   withDestinationPath: scratch.path("outside/secret.xcconfig").path)
        let report = try ProjectDoctor.examine(root)
        let json = try DoctorDocument(report.report).encoded()
        #expect(!json.contains(Self.secret))
        #expect(report.findings(XCConfigCheck.self).contains { $0.message.contains("symbolic link") })
    }

    /// git makes no hard links, but an archive of a project can: an xcconfig that is a second name
    /// of a file outside the project is not read, nor are entitlements.
    @Test("An include that is a hard link to a file outside the project is not read")
    func hardLinkedInclude() throws {
        let scratch = try ScratchFolder()
        try scratch.write("outside/secret.xcconfig", "SECRET_TOKEN = \(Self.secret)\n")
        try scratch.write("outside/other.entitlements", entitlementsXML(["group.\(Self.secret)"]))
        var project = ClonedProject.flutter()
        project.files["ios/Flutter/Debug.xcconfig"]! += "#include \"Linked.xcconfig\"\n"
        useSecret(&project)
        project.files["ios/TallyWidgetExtension.entitlements"] = nil
        let root = try project.write(to: scratch)
        try FileManager.default.linkItem(at: scratch.path("outside/secret.xcconfig"), to: root.appendingPathComponent("ios/Flutter/Linked.xcconfig"))
        try FileManager.default.linkItem(at: scratch.path("outside/other.entitlements"),
                                         to: root.appendingPathComponent("ios/TallyWidgetExtension.entitlements"))
        let report = try ProjectDoctor.examine(root)
        let json = try DoctorDocument(report.report).encoded()
        #expect(!json.contains(Self.secret))
        #expect(report.findings(XCConfigCheck.self).contains { $0.message.contains("Linked.xcconfig: a file with 2 hard links") }, "\(report.findings.map(\.message))")
        #expect(report.findings.contains { $0.message.contains("TallyWidgetExtension.entitlements: a file with 2 hard links") }, "\(report.findings.map(\.message))")
    }

    @Test("CODE_SIGN_ENTITLEMENTS and INFOPLIST_FILE outside the project are not read: notes, the groups unknown")
    func pathSettingsOutside() throws {
        let (report, json) = try examine { project, outside in
            project.project.update("TallyWidgetExtension") { target in
                for name in target.settings.keys {
                    target.settings[name]?["CODE_SIGN_ENTITLEMENTS"] = "\(outside.path)/other.entitlements"
                    target.settings[name]?["INFOPLIST_FILE"] = "../../outside/Info.plist"
                }
            }
        }
        #expect(!json.contains(Self.secret))
        let notRead = report.findings(EntitlementsFileCheck.self, target: "TallyWidgetExtension")
        #expect(notRead.count == 1)
        #expect(notRead.first?.severity == .note)
        #expect(notRead.first?.message.contains("not read: outside the project") == true)
        #expect(report.findings(InfoPlistCheck.self, target: "TallyWidgetExtension").contains { $0.severity == .note && $0.message.contains("outside the project") })
        #expect(!report.findings.contains { $0.severity == .problem }, "\(report.findings.filter { $0.severity == .problem }.map(\.message))")
    }

    @Test("--allow-outside DIR reads a folder the user names on purpose")
    func allowOutside() throws {
        let (report, _) = try examine({ project, outside in
            project.files["ios/Flutter/Debug.xcconfig"]! += "#include \"\(outside.path)/secret.xcconfig\"\n"
            useSecret(&project)
        }, allowing: true)
        #expect(report.target("Runner")?.configuration("Debug")?.groups == ["group.\(Self.secret)"])
    }

    @Test("A group value holding a control character is never used as a group")
    func controlCharacterGroup() throws {
        let (report, _) = try examine { project, _ in
            project.files["ios/Flutter/Debug.xcconfig"]! += "SECRET_TOKEN = a\u{1B}[2Jb\n"
            useSecret(&project)
        }
        #expect(report.target("Runner")?.configuration("Debug")?.groups.isEmpty == false)
        #expect(report.target("Runner")?.configuration("Debug")?.entitlements?.groups.allSatisfy { !$0.unresolved.isEmpty } == true)
        #expect(!report.findings.contains { $0.message.contains("\u{1B}") })
    }
}

/// Inputs gathered once: however many configurations and checks name a file, doctor reads it once.
@Suite("doctor reads each file of a project once")
struct ReadOnceTests {
    @Test("Entitlements files, Info.plists and xcconfigs named by three configurations are each opened once")
    func eachFileOnce() throws {
        let scratch = try ScratchFolder()
        let root = try ClonedProject.flutter().write(to: scratch)
        let scope = ProjectScope(root: root)
        let project = root.appendingPathComponent("ios/Runner.xcodeproj")
        let snapshot = ProjectInspector(project: project, root: root, overrides: [], generated: GeneratedFiles(root: root, scope: scope), scope: scope)
            .inspect(dart: [])
        #expect(snapshot.targets.count == 3)
        #expect(!scope.opens.isEmpty)
        #expect(scope.opens.filter { $0.value > 1 }.isEmpty, "\(scope.opens.filter { $0.value > 1 })")
        #expect(scope.opens[root.appendingPathComponent("ios/Runner/Runner.entitlements").standardizedFileURL.path] == 1)
        #expect(scope.opens[root.appendingPathComponent("ios/TallyWidget/Info.plist").standardizedFileURL.path] == 1)
    }

    /// Copies of a target name the same entitlements file (a grown project, an app's flavours):
    /// found, read and parsed once, its groups still expanded with each target's settings.
    @Test("An entitlements file 20 targets sign with in 3 configurations is parsed once, and its groups expanded for each")
    func sharedEntitlementsParsedOnce() throws {
        let scratch = try ScratchFolder()
        var cloned = ClonedProject.flutter()
        cloned.files["ios/Shared.entitlements"] = entitlementsXML(["group.$(PRODUCT_BUNDLE_IDENTIFIER)"])
        for copy in 1...20 {
            let settings = ["CODE_SIGN_ENTITLEMENTS": "Shared.entitlements", "PRODUCT_BUNDLE_IDENTIFIER": "com.acme.copy\(copy)"]
            cloned.project.targets.append(.init("Copy\(copy)", productType: ProjectBuilder.Target.appExtension,
                                                settings: Dictionary(uniqueKeysWithValues: ["Debug", "Release", "Profile"].map { ($0, settings) })))
        }
        let root = try cloned.write(to: scratch)
        let scope = ProjectScope(root: root)
        let snapshot = ProjectInspector(project: root.appendingPathComponent("ios/Runner.xcodeproj"), root: root, overrides: [],
                                        generated: GeneratedFiles(root: root, scope: scope), scope: scope).inspect(dart: [])
        let shared = root.appendingPathComponent("ios/Shared.entitlements").standardizedFileURL.path
        #expect(scope.entitlementsParsed[shared] == 1)
        #expect(scope.entitlementsParsed.values.allSatisfy { $0 == 1 }, "\(scope.entitlementsParsed)")
        for copy in 1...20 {
            let configurations = try #require(snapshot.target(named: "Copy\(copy)")).configurations
            #expect(configurations.count == 3)
            for configuration in configurations {
                #expect(configuration.entitlements?.file == "ios/Shared.entitlements")
                #expect(configuration.groups == ["group.com.acme.copy\(copy)"])
                #expect(configuration.entitlements?.groups.first?.line != nil)
            }
        }
    }

    /// Bytes doctor read already (an `--entitlements` file, within its 1 MiB) are held to the
    /// limit of the read that takes them: the same file read as a Podfile (256 KiB) is refused as
    /// too large, as it is when opened, not scanned past that limit.
    @Test("Bytes read already are held to the limit of each read that takes them")
    func knownBytesKeepTheLimit() throws {
        let scratch = try ScratchFolder()
        let root = try ClonedProject.flutter().write(to: scratch)
        let file = root.appendingPathComponent("ios/Podfile")
        let bytes = Data(repeating: UInt8(ascii: "#"), count: ReadLimit.smallText.bytes + 1)
        #expect(bytes.count <= ReadLimit.entitlements.bytes)
        try bytes.write(to: file)
        guard case let .failed(opened) = ProjectScope(root: root).read(file, limit: .smallText) else {
            Issue.record("a file past the limit was read")
            return
        }
        let scope = ProjectScope(root: root, known: [file: bytes])
        guard case let .failed(reason) = scope.read(file, limit: .smallText) else {
            Issue.record("a known file past the limit was read")
            return
        }
        #expect(reason == opened)
        guard case let .data(data) = scope.read(file, limit: .entitlements) else {
            Issue.record("a known file within the limit was not read")
            return
        }
        #expect(data == bytes)
        #expect(scope.opens.isEmpty)
    }
}
