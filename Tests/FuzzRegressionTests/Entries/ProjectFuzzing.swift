import Foundation
@testable import XcodeProject

/// What the Xcode project fuzz targets do with one input (see `PropertyListFuzzing` for the
/// contract): nil when it was handled as promised.
enum ProjectFuzzing {
    /// A `project.pbxproj` read into targets, configurations, build settings and file references;
    /// a syntax error names a line of the file.
    static func pbxproj(_ data: Data) -> String? {
        do {
            _ = try XcodeProjectFile.parse(data)
            return nil
        } catch {
            return FuzzPromise.within(data, line: error.line, error)
        }
    }

    /// An `.xcconfig` (Flutter's, CocoaPods' generated ones, a team's Base.xcconfig): a problem
    /// names a line of the file, an error the file.
    static func xcconfig(_ data: Data) -> String? {
        do {
            let config = try XCConfigFile.parse(data, file: "Debug.xcconfig")
            let lines = FuzzPromise.lines(in: data)
            return config.problems.lazy.compactMap { FuzzPromise.within(lines: lines, line: $0.line, $0.message) }.first
        } catch {
            return FuzzPromise.names("Debug.xcconfig", error)
        }
    }

    /// A `.mobileprovision` or `.provisionprofile`: CMS signed data (DER or BER) around an XML
    /// plist; an error in the signed data names a place in the file.
    static func provisioningProfile(_ data: Data) -> String? {
        do {
            _ = try ProvisioningProfile.parse(data)
            return nil
        } catch let .notCMS(_, offset) {
            return FuzzPromise.within(data, offset: offset, "the error at \(offset)")
        } catch {
            return nil
        }
    }

    /// A source file of the app, scanned as Dart and as Swift for home_widget calls, suites, widget
    /// kinds and reloads; each occurrence names the file and a line of it.
    static func codeScan(_ data: Data) -> String? {
        scanned(data, CodeScanner.scan(data, file: "lib/main.dart", language: .dart) + CodeScanner.scan(data, file: "PetWidget.swift", language: .swift))
    }

    /// The Swift scan alone (suites, containers, widget kinds, reloads), as `codeScan` checks it.
    static func swiftScan(_ data: Data) -> String? {
        scanned(data, CodeScanner.scan(data, file: "PetWidget.swift", language: .swift))
    }

    /// A source file scanned for the keys it reads and writes: as the widget's Swift (getters,
    /// setters, `@AppStorage`, what a read gives for an absent key) and as the app's Kotlin and C#
    /// (`NSUserDefaults`' setters, MAUI's `Preferences.Set`); each access names the file and a line of it.
    static func keyScan(_ data: Data) -> String? {
        let text = String(decoding: data, as: UTF8.self)
        let lines = FuzzPromise.lines(in: data)
        let swift = KeyInspection.facts(swift: [IntentInspection.Source(text: text, file: "PetWidget.swift", targets: ["Widget"])],
                                        objectiveC: [], dart: [], targets: [])
        let sources = [CodeScanner.Source(text: text, file: "Store.kt", language: .kotlin), CodeScanner.Source(text: text, file: "Store.cs", language: .csharp)]
        let app = AppCodeKeys(sources, tables: CodeScanner.resolve(sources).tables)
        return (swift.accesses + app.writes).lazy.compactMap { access in
            guard ["PetWidget.swift", "Store.kt", "Store.cs"].contains(access.file) else { return "\(access) names another file" }
            return FuzzPromise.within(lines: lines, line: access.line, "\(access)")
        }.first
    }

    private static func scanned(_ data: Data, _ found: [CodeOccurrence]) -> String? {
        let lines = FuzzPromise.lines(in: data)
        return found.lazy.compactMap { occurrence in
            guard ["lib/main.dart", "PetWidget.swift"].contains(occurrence.file) else { return "\(occurrence) names another file" }
            return FuzzPromise.within(lines: lines, line: occurrence.line, "\(occurrence)")
        }.first
    }
}
