import Foundation
import Testing

/// An input kept for a fuzz target: a seed of its corpus (`Fuzz/Corpus/<target>`) or an input that
/// once broke it (`Fuzz/Regressions/<target>`), named by its path in the repository.
struct KeptFuzzInput: Sendable, CustomTestStringConvertible {
    let target: String
    let path: String
    let data: Data

    var testDescription: String { path }

    /// The package's folder, two above this file's.
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The targets, one a file in `Fuzz/Targets`.
    static var targets: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: package.appendingPathComponent("Fuzz/Targets").path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) }.sorted()
    }

    /// Every kept input of every target, seeds first, each folder in name order.
    static var all: [KeptFuzzInput] { targets.flatMap(kept) }

    static func kept(for target: String) -> [KeptFuzzInput] {
        ["Fuzz/Corpus", "Fuzz/Regressions"].flatMap { folder -> [KeptFuzzInput] in
            let url = package.appendingPathComponent("\(folder)/\(target)")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            return names.sorted().compactMap { name in
                (try? Data(contentsOf: url.appendingPathComponent(name))).map { KeptFuzzInput(target: target, path: "\(folder)/\(target)/\(name)", data: $0) }
            }
        }
    }
}
