import Essentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a command-line tool (`xcrun`) to its end within a time limit, keeping the first 64 KiB of
/// what it prints on standard error and the first `outputLimit` bytes of its standard output: a
/// tool that hangs or floods its output cannot hang widget-tui or fill memory.
/// Started with `posix_spawn` rather than Foundation's `Process`, which would load the whole of
/// Foundation into every command's start-up for the few that write to a simulator.
struct ToolProcess {
    static let keptOutput = 64 << 10

    let executable: URL
    let environment: [String: String]
    let timeout: TimeInterval

    struct Outcome {
        let status: Int32
        let errors: String
        /// Standard output, its first `outputLimit` bytes.
        var output = Data()
        /// Standard output went on past `outputLimit`.
        var outputOverflowed = false
    }

    enum Failure: Error, Equatable {
        case launch(String)
        /// The tool overran its time and was stopped: `endedBy` is the signal that ended it,
        /// SIGTERM unless it ignored that for 5 s and took SIGKILL.
        case timedOut(endedBy: Int32)
    }

    func run(_ arguments: [String], outputLimit: Int = keptOutput) throws(Failure) -> Outcome {
        let output = try Self.closingPipe(), errors = try Self.closingPipe()
        let pid: pid_t
        do {
            defer { close(output.write); close(errors.write) }
            pid = try spawn(arguments, output: output.write, errors: errors.write)
        } catch {
            close(output.read); close(errors.read)
            throw error
        }
        defer { close(output.read); close(errors.read) }
        let deadline = Self.now() + timeout
        // Both pipes are drained while the tool runs, so it never blocks on a full one.
        var kept = [[UInt8](), [UInt8]()]
        let limits = [outputLimit, Self.keptOutput]
        var overflowed = false
        var open = [output.read, errors.read]
        while open.contains(where: { $0 >= 0 }) {
            let left = deadline - Self.now()
            guard left > 0 else { throw Self.stop(pid) }
            var watched = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&watched, nfds_t(watched.count), Int32(min(left, 1) * 1000) + 1)
            if ready < 0, errno != EINTR { throw Self.stop(pid) }
            for (index, entry) in watched.enumerated() where entry.fd >= 0 && entry.revents != 0 {
                var buffer = [UInt8](repeating: 0, count: 4096)
                let count = read(entry.fd, &buffer, buffer.count)
                if count > 0 {
                    let room = max(0, limits[index] - kept[index].count)
                    if index == 0, count > room { overflowed = true }
                    kept[index] += buffer.prefix(min(count, room))
                } else if count == 0 || errno != EINTR {
                    open[index] = -1
                }
            }
        }
        guard let status = Self.wait(pid, until: deadline) else { throw Self.stop(pid) }
        return Outcome(status: status, errors: String(decoding: kept[1], as: UTF8.self), output: Data(kept[0]), outputOverflowed: overflowed)
    }

    private func spawn(_ arguments: [String], output: Int32, errors: Int32) throws(Failure) -> pid_t {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, errors, 2)
        // The child starts with no signal blocked and every signal at its default action: it would
        // otherwise inherit the calling thread's mask (a worker thread of async code often blocks
        // SIGTERM) and dispositions, and then ignore the SIGTERM that stops it on time.
        #if canImport(Darwin)
        var attributes: posix_spawnattr_t?
        #else
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        // A tool written a moment ago can still be open for writing in a child another thread of
        // this process forked before its own exec: exec then fails with ETXTBSY. It passes at once,
        // so a few short retries start the tool rather than report a failure that is not its.
        var code = posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
        let giveUp = ContinuousClock.now + Self.busyPatience
        while code == ETXTBSY, ContinuousClock.now < giveUp {
            usleep(20_000)
            code = posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
        }
        guard code == 0 else { throw .launch(SystemError("start \(executable.path)", code: code).description) }
        return pid
    }

    /// How long a start is retried, 20 ms apart, while the tool's file is busy (ETXTBSY).
    static let busyPatience = Duration.seconds(2)

    /// A pipe whose ends close on exec, so the tool inherits only the ends it is given.
    private static func closingPipe() throws(Failure) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw .launch(SystemError("pipe").description) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    /// The exit status (the signal's number when a signal ended it, as `Process` reports), once the
    /// tool has ended; nil when `deadline` passes first.
    private static func wait(_ pid: pid_t, until deadline: Double) -> Int32? {
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { return status & 0x7F == 0 ? (status >> 8) & 0xFF : status & 0x7F }
            if result < 0, errno != EINTR { return -1 }
            if now() >= deadline { return nil }
            usleep(10_000)
        }
    }

    /// Stops a tool that overran its time, as `Process.terminate()` does, and reaps it.
    private static func stop(_ pid: pid_t) -> Failure {
        kill(pid, SIGTERM)
        if let status = wait(pid, until: now() + 5) { return .timedOut(endedBy: status) }
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return .timedOut(endedBy: status & 0x7F)
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
