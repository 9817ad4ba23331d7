import Foundation
import ProjectFixtures
import Testing

/// The end-to-end tests' tmux servers leave nothing behind: tmux 3.3 keeps its socket file when
/// its server is killed, and each test run made dozens of them under /tmp/tmux-UID.
@Suite(RequiredProgram.needed("tmux"))
struct TmuxSessionTests {
    @Test func aSessionLeavesNoSocketBehind() throws {
        var session: TmuxSession? = try TmuxSession()
        let socket = try #require(session?.socketPath)
        #expect(FileManager.default.fileExists(atPath: socket))
        session = nil
        #expect(!FileManager.default.fileExists(atPath: socket))
    }
}
