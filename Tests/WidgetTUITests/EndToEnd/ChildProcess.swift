import Foundation

/// Runs a program and waits for it with posix_spawn and waitpid. Foundation's `Process` is not
/// used: inside the test runner it never noticed its children exit (SIGCHLD went to a thread
/// that discarded it), and its children inherited the runner's blocked signal mask, which left
/// a tmux server unable to reap its shell.
enum ChildProcess {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    struct Result {
        let exitCode: Int32
        let output: String
    }

    /// Runs `executable` with `arguments`, standard input from /dev/null and output captured
    /// (standard error too, unless `standardError` names another descriptor for it); calls
    /// `whileRunning` every few milliseconds until it exits; kills it and throws when it runs longer
    /// than `timeout` seconds.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String],
                    timeout: TimeInterval = 10, standardError: Int32? = nil, whileRunning: () -> Void = {}) throws -> Result {
        let outputPath = FileManager.default.temporaryDirectory.appendingPathComponent("wtui-e2e-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: outputPath) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, standardError ?? 1, 2)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }

        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            throw Failure(description: "cannot run \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        let deadline = Date().addingTimeInterval(timeout)
        while waitpid(pid, &status, WNOHANG) == 0 {
            guard Date() < deadline else {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                throw Failure(description: "\(executable) \(arguments.joined(separator: " ")) did not finish within \(Int(timeout)) s")
            }
            whileRunning()
            usleep(2_000)
        }
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        // WIFEXITED / WEXITSTATUS, which do not import: low 7 bits 0 means exited, code in the next byte.
        return Result(exitCode: status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f), output: output)
    }
}
