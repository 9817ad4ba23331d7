import Foundation
import SharedData
import XcodeProject

/// `widget-tui-bench scan-code FILE...`: doctor's code scan (`CodeScanner`, each file as the fuzzers
/// give it) over Dart and Swift files, for scripts/bench.py's code-scan row. The files are read
/// first; the CPU seconds of the scans alone are printed (as JSON, with the occurrences found), so
/// the row compares the scanning with `grep -P`'s over the same files, not the start-up.
func scanCode(_ paths: [String]) -> Never {
    var files: [(data: Data, path: String, language: CodeOccurrence.Language)] = []
    for path in paths {
        guard let language: CodeOccurrence.Language = path.hasSuffix(".dart") ? .dart : path.hasSuffix(".swift") ? .swift : nil else {
            fail("\(path): neither a .dart nor a .swift file")
        }
        // Through the bounded reader with doctor's own limit, as doctor reads a source file.
        do {
            guard let data = try FileIO.read(URL(fileURLWithPath: path), limit: .sourceFile) else { fail("\(path): no such file") }
            files.append((data, path, language))
        } catch {
            fail("\(error)")
        }
    }
    func cpu() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }
    let before = cpu()
    var occurrences = 0
    for file in files { occurrences += CodeScanner.scan(file.data, file: file.path, language: file.language).count }
    let seconds = cpu() - before
    print("{\"cpu\": \(seconds), \"occurrences\": \(occurrences), \"files\": \(files.count)}")
    exit(0)
}
