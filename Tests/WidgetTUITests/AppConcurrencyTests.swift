import Foundation
import SharedData
import Testing
@testable import WidgetTUI

/// Two `widget-tui app` processes race on one key while this process reads the group throughout.
@Suite struct AppConcurrencyTests {
    @Test func twoWriterProcessesLoseNoUpdateAndTheReaderNeverSeesAHalfWrittenFile() throws {
        let binary = try builtWidgetTUI()
        let home = try AppTestHome()
        #expect(home.run(["app", "create-group", "group.com.example.race"]).code == 0)
        let reader = try home.reader("group.com.example.race")
        let arguments = ["app", "increment", "counter", "--repeat", "1000", "--group", "group.com.example.race",
                         "--groups-root", home.groupsRoot.path, "--lock-timeout", "30"]
        let writers = try (0..<2).map { _ in
            let process = Process()
            process.executableURL = binary
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }

        var reads = 0, failures: [String] = [], seen = Set<Int>(), last = 0, wentBack = false
        while writers.contains(where: \.isRunning) {
            do {
                let value = try reader.integer(forKey: "counter") ?? 0
                _ = try reader.reloadRequests()
                wentBack = wentBack || value < last
                last = value
                seen.insert(value)
            } catch {
                failures.append("\(error)")
            }
            reads += 1
            usleep(500)
        }
        for writer in writers { writer.waitUntilExit() }

        #expect(writers.map(\.terminationStatus) == [0, 0])
        #expect(failures.isEmpty, "\(failures.prefix(3))")
        #expect(!wentBack)
        #expect(reads > 0)
        #expect(seen.count > 1)
        #expect(try reader.integer(forKey: "counter") == 2000)
        let requests = try reader.reloadRequests()
        #expect(requests.last?.sequence == 2000)
    }
}
