import Foundation
import XcodeProject

/// `widget-tui-bench parse-pbxproj FILE`: the project parser alone on one file, so
/// scripts/memory-check.py can measure its peak memory apart from the rest of doctor.
func parseProjectFile(_ path: String) -> Never {
    guard let data = FileManager.default.contents(atPath: path) else { fail("\(path): cannot be read") }
    do {
        let project = try XcodeProjectFile.parse(data, file: path)
        print("\(path): \(project.targets.count) targets, \(project.fileReferences.count) file references")
        exit(0)
    } catch {
        fail("\(path): \(error)")
    }
}
