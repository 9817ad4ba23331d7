import Foundation
import FrameOutput
import PNGCodec
import PetRenderer
import ProjectFixtures
import SharedData
import Testing
@testable import WidgetTUI
import WidgetTUIKit

@Suite("verify --artifacts")
struct VerifyArtifactsTests {
    let home: AppTestHome
    let out: URL
    let artifacts: URL

    /// A home with snapshots of entries 0 and 1 in all three families, one row of medium-entry-0001 changed.
    init() throws {
        home = try AppTestHome()
        out = home.folder("snaps")
        artifacts = home.folder("artifacts")
        let result = home.run(["snapshot", "--out", out.path, "--entries", "0,1"] + SnapshotInputs.fixed)
        guard result.code == 0 else { throw CLIError("snapshot failed: \(result.err)") }
        _ = try home.changeRow(of: out.appendingPathComponent("medium-entry-0001.txt"))
    }

    @Test("A changed snapshot leaves expected, actual and diff pictures at a zoom that shows pixels, and a page over them")
    func pictures() throws {
        let result = home.run(["verify", out.path, "--artifacts", artifacts.path])
        #expect(result.code == 1)
        #expect(result.out.hasSuffix("verify: pictures of the failures in \(artifacts.path)/index.html\n"))
        let names = try FileManager.default.contentsOfDirectory(atPath: artifacts.path).sorted()
        #expect(names == ["index.html", "medium-entry-0001-actual.png", "medium-entry-0001-diff.png", "medium-entry-0001-expected.png"])

        let recorded = try SnapshotText.parse(try home.text(out.appendingPathComponent("medium-entry-0001.txt")))
        let expected = try PNGCodec.read(from: artifacts.appendingPathComponent("medium-entry-0001-expected.png"), limit: .spriteImage)
        let diff = try PNGCodec.read(from: artifacts.appendingPathComponent("medium-entry-0001-diff.png"), limit: .spriteImage)
        let zoom = expected.width / recorded.canvas.width
        #expect(zoom > 1 && expected.width == recorded.canvas.width * zoom && expected.height == recorded.canvas.height * zoom)
        // Every screen pixel of a canvas pixel has its colour: the recorded one in expected.png.
        for (dx, dy) in [(0, 0), (zoom - 1, zoom - 1)] {
            #expect(expected.rgba(x: 3 * zoom + dx, y: 2 * zoom + dy).color == recorded.palette[recorded.canvas[3, 2]])
        }
        // The changed pixel (0, 4) is loud in the diff; an unchanged one is grey.
        #expect(diff.rgba(x: 0, y: 4 * zoom).color == RGB(0xff, 0x20, 0x60))
        let unchanged = diff.rgba(x: 0, y: 0).color
        #expect(unchanged.r == unchanged.g && unchanged.g == unchanged.b)

        let page = try home.text(artifacts.appendingPathComponent("index.html"))
        #expect(page.contains("<h2>medium-entry-0001.txt</h2>"))
        #expect(page.contains("<img src=\"medium-entry-0001-diff.png\" alt=\"diff medium-entry-0001.txt\">"))
        #expect(page.contains("pixels differ, bounding box x 0-"))
    }

    @Test("A folder that verifies leaves no artifacts")
    func passing() throws {
        let clean = home.folder("clean")
        #expect(home.run(["snapshot", "--out", clean.path, "--entries", "0"] + SnapshotInputs.fixed).code == 0)
        let result = home.run(["verify", clean.path, "--artifacts", artifacts.path])
        #expect(result.code == 0)
        #expect(!FileManager.default.fileExists(atPath: artifacts.path))
    }

    @Test("The page shows its pictures in a real browser: headless Chromium's screenshot holds the diff's colour",
          RequiredProgram.needed("chromium"))
    func browser() throws {
        #expect(home.run(["verify", out.path, "--artifacts", artifacts.path]).code == 1)
        let chromium = URL(fileURLWithPath: try #require(RequiredProgram.path("chromium")))
        let shot = home.url.appendingPathComponent("page.png")
        let profile = home.folder("chromium-profile")
        let run = try runProcess(chromium, ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--user-data-dir=\(profile.path)",
                                            "--window-size=1600,1000", "--screenshot=\(shot.path)",
                                            artifacts.appendingPathComponent("index.html").absoluteString])
        #expect(run.code == 0, "\(run.err)")
        let image = try PNGCodec.read(from: shot, limit: .spriteImage)
        let loud = stride(from: 0, to: image.pixels.count, by: 4).filter {
            image.pixels[$0] == 0xff && image.pixels[$0 + 1] == 0x20 && image.pixels[$0 + 2] == 0x60
        }.count
        // The row that changed is 58 of 68 canvas pixels, each a square of zoom x zoom screen pixels.
        #expect(loud >= 58 * 4, "the diff picture did not show: \(loud) pixels of its colour")
    }
}

extension VerifyArtifactsTests {
    /// A data change fails every snapshot for one cause: the page gives it one section, listing
    /// the files, and names the group and container whose data it read.
    @Test("The page has one section per cause, and a data change's names the data source")
    func oneSectionPerCauseNamingTheDataSource() throws {
        #expect(home.run(["app", "set", "streakDays", "99", "--type", "int"]).code == 0)
        let result = home.run(["verify", out.path, "--artifacts", artifacts.path])
        #expect(result.code == 1)
        let page = try home.text(artifacts.appendingPathComponent("index.html"))
        let sections = page.components(separatedBy: "<section").count - 1
        #expect(sections == 1, "\(page)")
        #expect(page.components(separatedBy: "recorded from group data").count - 1 == 1, "\(page)")
        #expect(page.contains("6 snapshots"), "\(page)")
        #expect(page.contains("medium-entry-0001.txt") && page.contains("small-entry-0000.txt"))
        let container = try home.container()
        #expect(page.contains("group.com.example.pets") && page.contains(container.url.path), "\(page)")
    }
}
