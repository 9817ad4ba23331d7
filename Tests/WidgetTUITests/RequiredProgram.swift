import Foundation
import Testing

/// A program some tests need (tmux, zsh, fish): found on PATH, or the tests that need it are
/// skipped, the reason naming it and its Debian package. Under `CI=true` they are never skipped:
/// they run and fail on the missing program, so a CI that forgot to install one cannot pass.
enum RequiredProgram {
    /// A program on PATH (or in /usr/bin, /bin), or nil.
    static func path(_ name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin", "/bin"]
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// The trait for a test that needs `name`: runs it when the program is here, or in CI.
    static func needed(_ name: String, package: String? = nil) -> ConditionTrait {
        .enabled(if: path(name) != nil || isCI, "\(name) is not installed (apt-get install \(package ?? name)); skipped outside CI")
    }

    /// The trait for a test that needs Python modules (`import a, b` in python3): runs it when they
    /// import, or in CI; skipped otherwise, naming them and the PyPI package that brings them.
    static func needed(python modules: [String], package: String) -> ConditionTrait {
        let imports = path("python3").map { python in
            (try? runProcess(URL(fileURLWithPath: python), ["-c", "import " + modules.joined(separator: ", ")]).code) == 0
        } ?? false
        return .enabled(if: imports || isCI, "Python's \(modules.joined(separator: " and ")) not importable (pip install \(package)); skipped outside CI")
    }
}
