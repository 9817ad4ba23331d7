import Foundation
import ProjectFixtures
import Testing

/// A whole doctor run (a project, an `--entitlements` file, the group's container and its data)
/// opens each file once (the container's metadata was read twice: to find it, then to choose
/// where widget-tui's own files go; an --entitlements file the project names too, twice), counted where every read ends: the `openat` calls the process makes, as
/// `strace -y` names them (a relative open is named from the folder its descriptor holds).
@Suite struct DoctorOpensEachFileOnceTests {
    @Test("doctor with a project, an entitlements file and a container opens every file once", RequiredProgram.needed("strace"))
    func everyFileIsOpenedOnce() throws {
        let home = try AppTestHome()
        let scratch = home.url.appendingPathComponent("project", isDirectory: true)
        try FileManager.default.copyItem(at: try ProjectFixture.url("FlutterPets"), to: scratch)
        let group = "group.com.example.flutterPets"
        #expect(home.run(["app", "create-group", group]).code == 0)
        #expect(home.run(["app", "set", "streakDays", "3", "--type", "int", "--group", group]).code == 0)
        let trace = home.url.appendingPathComponent("trace")
        let strace = try #require(RequiredProgram.path("strace"))
        let run = try runProcess(URL(fileURLWithPath: strace), [
            "-f", "-y", "-e", "trace=openat", "-o", trace.path, try builtWidgetTUI().path,
            "doctor", "--project", scratch.path, "--groups-root", home.groupsRoot.path,
            "--entitlements", scratch.appendingPathComponent("ios/Runner/Runner.entitlements").path,
        ], environment: home.environment)
        #expect(run.code == 1, "the fixture has problems on purpose: \(run.err)")

        var opens: [String: Int] = [:]
        for line in try String(contentsOf: trace, encoding: .utf8).split(separator: "\n") {
            guard let file = Self.openedFile(String(line)), file.hasPrefix(home.url.path) else { continue }
            opens[file, default: 0] += 1
        }
        let suite = try home.container(group).suiteURL.path
        let metadata = try home.container(group).metadataURL.path
        // The files that matter are there at all: the count is of real opens, not of nothing.
        for file in [scratch.appendingPathComponent("ios/Runner.xcodeproj/project.pbxproj").path,
                     scratch.appendingPathComponent("lib/main.dart").path, suite, metadata] {
            #expect(opens[file] != nil, "\(file) was not opened: \(opens.keys.sorted())")
        }
        // The --entitlements file is one the project names too: read once, for both.
        let given = scratch.appendingPathComponent("ios/Runner/Runner.entitlements").path
        #expect(opens[given] == 1)
        let twice = opens.filter { $0.value > 1 }.map { "\($0.key) (\($0.value) times)" }.sorted()
        #expect(twice.isEmpty, "opened more than once: \(twice)")
    }

    /// The file a successful, non-folder `openat` line of `strace -y` opened, as an absolute path.
    static func openedFile(_ line: String) -> String? {
        guard line.contains("openat("), !line.contains("O_DIRECTORY"), !line.contains("= -1") else { return nil }
        guard let open = line.range(of: "openat("), let nameStart = line.range(of: ", \"", range: open.upperBound..<line.endIndex),
              let nameEnd = line.range(of: "\"", range: nameStart.upperBound..<line.endIndex) else { return nil }
        let name = String(line[nameStart.upperBound..<nameEnd.lowerBound])
        if name.hasPrefix("/") { return name }
        // `openat(5</tmp/home/project/ios>, "Runner.xcodeproj", ...)`: the folder is in the angle brackets.
        let argument = line[open.upperBound..<nameStart.lowerBound]
        guard let left = argument.firstIndex(of: "<"), let right = argument.lastIndex(of: ">") else { return nil }
        return String(argument[argument.index(after: left)..<right]) + "/" + name
    }
}
