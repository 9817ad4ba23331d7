import Foundation
import ProjectFixtures
import Testing

#if os(Linux)
/// The last step of a snapshot run makes its files durable (`syncfs`), after they are renamed into
/// place. When the disk reports an error there (EIO), the run is in the folder already: the error
/// says so, and the folder verifies. The failure is made with a preloaded `syncfs` that fails.
@Suite(RequiredProgram.needed("cc", package: "gcc"))
struct SnapshotSyncFailureTests {
    @Test("An I/O error from the final sync says the folder holds the new run")
    func finalSyncFails() throws {
        let home = try AppTestHome()
        let source = home.url.appendingPathComponent("failsync.c")
        let library = home.url.appendingPathComponent("failsync.so")
        try "#include <errno.h>\nint syncfs(int fd) { (void)fd; errno = EIO; return -1; }\n".write(to: source, atomically: true, encoding: .utf8)
        let cc = try runProcess(URL(fileURLWithPath: try #require(RequiredProgram.path("cc"))), ["-shared", "-fPIC", "-o", library.path, source.path])
        try #require(cc.code == 0, "\(cc.err)")

        let out = home.folder("snaps")
        let binary = try builtWidgetTUI()
        let run = try runProcess(binary, ["snapshot", "--out", out.path, "--entries", "0"] + SnapshotInputs.fixed,
                                 environment: home.environment.merging(["LD_PRELOAD": library.path]) { $1 })
        #expect(run.code == 1)
        #expect(run.err.contains("syncfs"), "\(run.err)")
        #expect(run.err.contains("the folder holds the whole new run"), "\(run.err)")
        let verify = try runProcess(binary, ["verify", out.path], environment: home.environment)
        #expect(verify.code == 0, "\(verify.out)\(verify.err)")
    }
}
#endif
