import Foundation
import SharedData
import Testing
@testable import WidgetTUI

/// `doctor` and `check` judge the reload record as widget-tui's writers do: what they would refuse
/// fails, and what they repair (a torn last line) stops no write.
@Suite("The reload record as the writers see it")
struct ReloadRecordRefusalTests {
    func log(_ home: AppTestHome) throws -> URL {
        try home.container().url.appendingPathComponent("Library/Caches/widget-tui/reload-requests.log")
    }

    @Test("A record ending at the largest sequence number fails doctor and check, as it stops every write")
    func exhaustedRecord() throws {
        let home = try AppTestHome()
        #expect(home.run(["app", "reload"]).code == 0)
        try Data("\(Int.max) 1795953600.0 all\n".utf8).write(to: try log(home))
        #expect(home.run(["app", "set", "streakDays", "3"]).code == 1)
        let doctor = home.run(["doctor"])
        #expect(doctor.code == 1)
        #expect(doctor.out.contains("PROBLEM  widget-tui's writers refuse the reload record: "), "\(doctor.out)")
        let check = home.run(["check"] + SnapshotInputs.fixed)
        #expect(check.code == 1)
        #expect(check.out.contains("FAIL reload-after-write: widget-tui's writers refuse the reload record: "), "\(check.out)")
    }

    @Test("A torn last line, as a full disk left it, is dropped by the next app write with a note")
    func tornLine() throws {
        let home = try AppTestHome()
        #expect(home.run(["app", "reload"]).code == 0)
        let file = try log(home)
        let handle = try FileHandle(forWritingTo: file)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("158 1796112051.91".utf8))
        try handle.close()
        #expect(home.run(["doctor"]).code == 0)
        let result = home.run(["app", "set", "streakDays", "3"])
        #expect(result.code == 0, "\(result.err)")
        #expect(result.out.contains("; \(file.path): dropped the incomplete last line of the reload requests"), "\(result.out)")
        #expect(try String(contentsOf: file, encoding: .utf8).hasSuffix(" all\n"))
    }
}
