import Foundation
import SharedData
import Testing
@testable import WidgetTUI

/// A checkout is a pull request's: a folder in it may be a symbolic link to anywhere. Every path
/// widget-tui writes to (`--junit`, `--artifacts`, `snapshot --out`, `verify --record`, `export`,
/// the job summary's folder, `preview --trace`) is opened folder by folder without following a
/// link, so a report lands where it was named or nowhere, and the refusal names the link.
@Suite("Report paths follow no links")
struct ReportPathLinkTests {
    static let fixed = SnapshotInputs.fixed

    /// A home with snapshots, one of them changed (so `verify` fails and writes its artifacts), and
    /// a folder outside it holding a file that must stay as it is.
    struct Checkout {
        let home: AppTestHome
        let snaps: URL
        let outside: URL

        init() throws {
            let (home, snaps) = try AppTestHome.withSnapshots()
            _ = try home.changeRow(of: snaps.appendingPathComponent("medium-entry-0001.txt"))
            self.home = home
            self.snaps = snaps
            outside = home.url.deletingLastPathComponent().appendingPathComponent("outside-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
            try Data("ORIGINAL".utf8).write(to: outside.appendingPathComponent("index.html"))
        }

        /// `name` in the home made a link to the outside folder.
        func link(_ name: String) throws -> URL {
            let link = home.url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: outside)
            return link
        }

        /// The outside folder holds only what it held.
        func expectOutsideUntouched(_ comment: Comment) throws {
            let names = try FileManager.default.contentsOfDirectory(atPath: outside.path)
            #expect(names == ["index.html"], comment)
            #expect(try String(contentsOf: outside.appendingPathComponent("index.html"), encoding: .utf8) == "ORIGINAL", comment)
        }

        func clean() { try? FileManager.default.removeItem(at: outside) }
    }

    /// The run was refused naming the link, and wrote nothing outside.
    static func expectRefused(_ run: (code: Int32, out: String, err: String), link: URL, _ checkout: Checkout, _ what: String) throws {
        #expect(run.code != 0, "\(what) exited 0: \(run.out)")
        #expect(run.err.contains("\(link.path): a symbolic link to \(checkout.outside.path)"), "\(what): \(run.err)")
        try checkout.expectOutsideUntouched("\(what)")
    }

    @Test("--artifacts through a link does not replace the index.html it points at")
    func artifacts() throws {
        let checkout = try Checkout()
        defer { checkout.clean() }
        let link = try checkout.link("reports/verify")
        let run = checkout.home.run(["verify", checkout.snaps.path, "--artifacts", link.path])
        try Self.expectRefused(run, link: link, checkout, "verify --artifacts")
    }

    @Test("--junit through a linked folder makes no folder outside", arguments: ["verify", "check", "doctor"])
    func junit(command: String) throws {
        let checkout = try Checkout()
        defer { checkout.clean() }
        let link = try checkout.link("r2/rep")
        let target = link.appendingPathComponent("sub/check.xml")
        let arguments = command == "verify" ? ["verify", checkout.snaps.path] : command == "check" ? ["check"] + Self.fixed : ["doctor"]
        let run = checkout.home.run(arguments + ["--junit", target.path])
        try Self.expectRefused(run, link: link, checkout, "\(command) --junit")
    }

    @Test("--junit naming a link is refused, not written through")
    func junitFileIsALink() throws {
        let checkout = try Checkout()
        defer { checkout.clean() }
        let link = checkout.home.url.appendingPathComponent("report.xml")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: checkout.outside.appendingPathComponent("index.html"))
        let run = checkout.home.run(["check", "--junit", link.path] + Self.fixed)
        #expect(run.code != 0)
        #expect(run.err.contains("\(link.path): a symbolic link to "), "\(run.err)")
        try checkout.expectOutsideUntouched("check --junit LINK")
    }

    @Test("snapshot --out and verify --record through a link write nothing there")
    func snapshotFolder() throws {
        let checkout = try Checkout()
        defer { checkout.clean() }
        let link = try checkout.link("golden")
        let run = checkout.home.run(["snapshot", "--out", link.appendingPathComponent("snaps").path, "--entries", "0"] + Self.fixed)
        try Self.expectRefused(run, link: link, checkout, "snapshot --out")
        let record = checkout.home.run(["verify", link.appendingPathComponent("snaps").path, "--record", "missing"] + Self.fixed)
        #expect(record.code != 0)
        try checkout.expectOutsideUntouched("verify --record")
    }

    @Test("export's files through a link are not written", arguments: ["--sheet", "--animation"])
    func export(option: String) throws {
        let checkout = try Checkout()
        defer { checkout.clean() }
        let link = try checkout.link("exports")
        let run = checkout.home.run(["export", option, link.appendingPathComponent("out.png").path, "--entries", "0,1", "--family", "small"] + Self.fixed)
        try Self.expectRefused(run, link: link, checkout, "export \(option)")
    }

    @Test("The job summary in a linked folder is a warning, and nothing is appended there")
    func stepSummary() throws {
        let checkout = try Checkout()
        defer { checkout.clean() }
        let link = try checkout.link("summaries")
        let summary = link.appendingPathComponent("index.html")
        let run = checkout.home.run(["check"] + Self.fixed, adding: [ReportOptions.summaryVariable: summary.path])
        #expect(run.err.contains("warning: GITHUB_STEP_SUMMARY: \(link.path): a symbolic link to \(checkout.outside.path)"), "\(run.err)")
        try checkout.expectOutsideUntouched("the job summary")
    }

    @MainActor
    @Test("preview --trace through a link is refused")
    func trace() throws {
        let checkout = try Checkout()
        defer { checkout.clean() }
        let link = try checkout.link("traces")
        let error = #expect(throws: CLIError.self) { try PreviewTrace(path: link.appendingPathComponent("index.html").path) }
        #expect(error?.description.contains("\(link.path): a symbolic link to \(checkout.outside.path)") == true, "\(String(describing: error))")
        try checkout.expectOutsideUntouched("preview --trace")
    }

    /// The issue's own form: a relative path in the checkout, the current folder. Out of process,
    /// so the test can choose the current folder.
    @Test("A relative path through a link in the current folder is refused too")
    func relative() throws {
        let checkout = try Checkout()
        defer { checkout.clean() }
        let link = try checkout.link("reports/verify")
        let process = Process()
        process.executableURL = try builtWidgetTUI()
        process.arguments = ["verify", checkout.snaps.path, "--artifacts", "reports/verify"]
        process.currentDirectoryURL = checkout.home.url
        process.environment = ProcessInfo.processInfo.environment.merging(checkout.home.environment) { $1 }
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let said = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus != 0)
        #expect(said.contains("reports/verify: a symbolic link to \(checkout.outside.path)"), "\(said)")
        _ = link
        try checkout.expectOutsideUntouched("verify --artifacts reports/verify")
    }

    @Test("A real folder, made as needed, is written as before")
    func realFolders() throws {
        let checkout = try Checkout()
        defer { checkout.clean() }
        let junit = checkout.home.url.appendingPathComponent("a/b/c/check.xml")
        let run = checkout.home.run(["check", "--junit", junit.path] + Self.fixed)
        #expect(FileManager.default.fileExists(atPath: junit.path), "\(run.err)")
        let artifacts = checkout.home.url.appendingPathComponent("x/./y/../z")
        #expect(checkout.home.run(["verify", checkout.snaps.path, "--artifacts", artifacts.path]).code == 1)
        #expect(FileManager.default.fileExists(atPath: checkout.home.url.appendingPathComponent("x/z/index.html").path))
    }
}
