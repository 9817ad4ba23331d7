import Foundation
import SharedData
import XcodeProject

/// `widget-tui-bench parse-pbxproj FILE`: the project parser alone on one file, so
/// scripts/memory-check.py can measure its peak memory apart from the rest of doctor.
func parseProjectFile(_ path: String) -> Never {
    // Read through the bounded reader with doctor's own limit, as doctor reads a project file.
    let data: Data
    do {
        guard let read = try FileIO.read(URL(fileURLWithPath: path), limit: .projectFile) else { fail("\(path): no such file") }
        data = read
    } catch {
        fail("\(error)")
    }
    do {
        let project = try XcodeProjectFile.parse(data, file: path)
        print("\(path): \(project.targets.count) targets, \(project.fileReferences.count) file references")
        exit(0)
    } catch {
        fail("\(path): \(error)")
    }
}
