import Foundation
import Testing

/// A program some tests need (tmux, zsh, fish): found on PATH, or the tests that need it are
/// skipped, the reason naming it and its Debian package. Under `CI=true` they are never skipped:
/// they run and fail on the missing program, so a CI that forgot to install one cannot pass.
public enum RequiredProgram {
    /// A program on PATH (or in /usr/bin, /bin), or nil.
    public static func path(_ name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin", "/bin"]
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    public static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// The trait for a test that needs `name`: runs it when the program is here, or in CI.
    public static func needed(_ name: String, package: String? = nil) -> ConditionTrait {
        .enabled(if: path(name) != nil || isCI, "\(name) is not installed (apt-get install \(package ?? name)); skipped outside CI")
    }

    /// The trait for a test that needs Python modules (`import a, b` in python3): runs it when they
    /// import, or in CI; skipped otherwise, naming them and the PyPI package that brings them.
    public static func needed(python modules: [String], package: String) -> ConditionTrait {
        let imports = path("python3").map { python in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: python)
            process.arguments = ["-c", "import " + modules.joined(separator: ", ")]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { return false }
            process.waitUntilExit()
            return process.terminationStatus == 0
        } ?? false
        return .enabled(if: imports || isCI, "Python's \(modules.joined(separator: " and ")) not importable (pip install \(package)); skipped outside CI")
    }
}
