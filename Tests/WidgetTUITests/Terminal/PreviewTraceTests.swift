import Foundation
import Testing
@testable import WidgetTUI

@Suite struct PreviewTraceTests {
    /// What `--trace` holds after `write` (a line per call).
    private func traced(_ write: (PreviewTrace) -> Void) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try write(PreviewTrace(path: path))
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test func aKeysLatencyIsInMillisecondsToTheMicrosecond() throws {
        #expect(try traced { $0.key(.microseconds(1_234)) } == "key 1.234\n")
        #expect(try traced { $0.key(.seconds(2) + .microseconds(5)) } == "key 2000.005\n")
        #expect(try traced { $0.key(.nanoseconds(999_600)) } == "key 1.000\n")
        #expect(try traced { $0.key(.zero) } == "key 0.000\n")
    }
}
