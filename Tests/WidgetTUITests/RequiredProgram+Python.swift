import Foundation
import ProjectFixtures
import Testing

extension RequiredProgram {
    /// The trait for a test that needs Python modules (`import a, b` in python3): runs it when they
    /// import, or in CI; skipped otherwise, naming them and the PyPI package that brings them.
    static func needed(python modules: [String], package: String) -> ConditionTrait {
        let imports = path("python3").map { python in
            (try? runProcess(URL(fileURLWithPath: python), ["-c", "import " + modules.joined(separator: ", ")]).code) == 0
        } ?? false
        return .enabled(if: imports || isCI, "Python's \(modules.joined(separator: " and ")) not importable (pip install \(package)); skipped outside CI")
    }
}
