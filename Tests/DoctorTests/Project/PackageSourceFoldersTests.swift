import Foundation
import Findings
import Testing
@testable import Doctor
@testable import XcodeProject

/// A local package whose product depends on targets the manifest makes with code
/// (`[Target].features(...)`, `.source(.store)`) may build any folder of its `Sources` no
/// written-out target claims (lead's decision 29). A package split into a module per feature holds
/// dozens of them: more than the project references packages, so the folders have their own limit.
@Suite("The Sources folders of a local package whose targets the manifest makes with code")
struct PackageSourceFoldersTests {
    /// The app links Engine, whose `features` (`Feature000`...) and `Zstore` are made by code; the
    /// app's write of the key the widget reads is in `Zstore`, the last folder by name.
    private func widgetKeyFindings(features: Int) throws -> [DoctorFinding] {
        try ExampleRun(ExampleInput.widgetApp.with {
            $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(read: "integer(forKey: \"counter\") ?? 0"))
            $0.files["Engine/Package.swift"] = .text("""
                // swift-tools-version: 5.9
                import PackageDescription

                let package = Package(name: "Engine", products: [.library(name: "Engine", targets: ["Engine"])],
                                      targets: [.target(name: "Engine", dependencies: Feature.allCases.map(\\.dependency))] + [Target].features())

                """)
            $0.files["Engine/Sources/Engine/Engine.swift"] = .text("import Foundation\n")
            for index in 0..<features {
                $0.files["Engine/Sources/Feature\(String(format: "%03d", index))/Feature.swift"] = .text("import Foundation\n")
            }
            $0.files["Engine/Sources/Zstore/Store.swift"] = .text("""
                import Foundation

                public enum Store {
                    public static func save(_ value: Int) {
                        UserDefaults(suiteName: "\(ExampleInput.group)")?.set(value, forKey: "counter")
                    }
                }

                """)
            $0.project?.update("App") { $0.packageProducts = [.init("Engine", package: "Engine")] }
        }).findings(of: "widget-key")
    }

    @Test("Each Sources folder no written-out target claims counts as built, past the number of packages a project may reference")
    func everyFolderCounts() throws {
        #expect(try widgetKeyFindings(features: 3).isEmpty)
        // Engine, the features, then Zstore: folder features + 2 by name, past the number of
        // packages a project may reference, still read, so the app's write of "counter" is seen.
        let features = LocalPackages.maximumPackages + 36
        #expect(try widgetKeyFindings(features: features).isEmpty)
    }
}
