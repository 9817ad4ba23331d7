import Foundation
import RenderFixtures
import SharedData
import Testing
@testable import WidgetTUI
import WidgetTUIKit

/// `check --container Tests/WidgetGroup` on a fresh clone: git gives every file the checkout's
/// time, later than any reload the record holds. reload-after-write is decided from the data's
/// digest that each reload request (and widget-tui's last write) recorded, never from file times.
@Suite("reload-after-write on a committed container")
struct ReloadAfterCheckoutTests {
    /// Every file under `folder` given a time an hour from now, as a checkout after the reload would.
    func touchLater(_ folder: URL) throws {
        try setModificationDate(Date().addingTimeInterval(3600), under: folder)
    }

    func reloadAfterWrite(_ home: AppTestHome, _ container: URL) throws -> String {
        let result = home.run(["check", "--json", "--container", container.path] + SnapshotInputs.fixed)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any], "\(result.err)")
        let checks = try #require(document["checks"] as? [[String: Any]])
        return try #require(checks.first { $0["name"] as? String == "reload-after-write" }?["status"] as? String)
    }

    @Test("A copy of a container widget-tui wrote and reloaded passes after its files get a later time; a write without a reload still fails")
    func checkoutTimesDoNotDecide() throws {
        let home = try AppTestHome()
        #expect(home.run(["app", "set", "streakDays", "21", "--type", "int"]).code == 0)
        let committed = home.folder("repo").appendingPathComponent("Tests/WidgetGroup", isDirectory: true)
        try FileManager.default.createDirectory(at: committed.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: try home.container().url, to: committed)
        try touchLater(committed)
        #expect(try reloadAfterWrite(home, committed) == "pass")

        #expect(home.run(["app", "set", "streakDays", "22", "--type", "int", "--no-reload", "--container", committed.path]).code == 0)
        try touchLater(committed)
        #expect(try reloadAfterWrite(home, committed) == "fail")
        #expect(home.run(["app", "reload", "--container", committed.path]).code == 0)
        try touchLater(committed)
        #expect(try reloadAfterWrite(home, committed) == "pass")
    }
}
