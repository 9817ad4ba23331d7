import Foundation

/// Runs a program with standard error on a new pseudo-terminal, as a person's terminal would be,
/// and standard output captured apart: for what a command shows only on a terminal.
enum PseudoTerminal {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    struct Result {
        let exitCode: Int32
        /// Everything the program wrote to the terminal (its standard error).
        let terminal: String
        /// Its standard output.
        let output: String
    }

    static func run(_ executable: String, _ arguments: [String], environment: [String: String],
                    timeout: TimeInterval = 60) throws -> Result {
        let openpt = try function("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
        let grantpt = try function("grantpt", as: (@convention(c) (Int32) -> Int32).self)
        let unlockpt = try function("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
        let ptsname = try function("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
        let master = openpt(O_RDWR | O_NOCTTY)
        guard master >= 0 else { throw Failure(description: "posix_openpt: \(String(cString: strerror(errno)))") }
        defer { close(master) }
        guard grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else {
            throw Failure(description: "cannot set up the pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        // Held open here too, so reading the master never fails with EIO once the program exits.
        let slave = open(String(cString: name), O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw Failure(description: "cannot open the pseudo-terminal: \(String(cString: strerror(errno)))") }
        defer { close(slave) }
        for fd in [master, slave] { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)

        var terminal = Data()
        func drain() {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(master, &buffer, buffer.count)
                guard count > 0 else { return }
                terminal.append(contentsOf: buffer[0..<count])
            }
        }
        let result = try ChildProcess.run(executable, arguments, environment: environment, timeout: timeout,
                                          standardError: slave, whileRunning: drain)
        drain()
        return Result(exitCode: result.exitCode, terminal: String(decoding: terminal, as: UTF8.self), output: result.output)
    }

    /// A C library function looked up when the test runs: the pseudo-terminal calls are X/Open
    /// extensions that Swift's Glibc module leaves out, though every POSIX C library has them.
    private static func function<T>(_ name: String, as type: T.Type) throws -> T {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), name) else { throw Failure(description: "the C library has no \(name)") }
        return unsafeBitCast(symbol, to: type)
    }
}
