import Foundation
import Findings
import Testing
@testable import Doctor
@testable import XcodeProject

/// What a target compiles through local packages is their closure (issue 37, class 9): a package
/// target depending on another local package's product (`.product(name:package:)`, or by name)
/// compiles that product's targets too, so their views, groups, kinds and keys are the linking
/// target's. Shaped like apps split into feature packages that the project references (or not)
/// beside an umbrella package the extension links: simonpierreroy/watchOSKasaApp's widget view and
/// group are two packages past the product its widget links, and its `.package(path:)`s name
/// folders beside the umbrella's own that do not exist, resolved as SwiftPM does, by identity.
@Suite("What a target compiles through local packages depending on other local packages")
struct PackageClosureTests {
    /// The widget links `WidgetShell` of `Packages/AppKit`, which depends on `PetViews` by name (a
    /// package found through its `.package(path:)` alone, the project does not reference it) and on
    /// `Storage` of `Core`, whose written path is wrong for this checkout (`Core` beside AppKit's
    /// own sources), a folder the project references. `PetView` (PetViews) gives the widget its
    /// container background; `Store` (Core) opens a misspelt group.
    static func features(coreManifest: String? = nil) -> ExampleInput {
        ExampleInput.widgetApp.with {
            $0.files["Widget/PetWidget.swift"] = .text(ExampleInput.widgetSwift(content: "PetView(count: entry.count)", background: false))
            $0.files["Packages/AppKit/Package.swift"] = .text(manifest("AppKit", product: "WidgetShell",
                                                                        packages: [".package(path: \"Core\")", ".package(path: \"../PetViews\")"],
                                                                        dependencies: ["\"PetViews\"", ".product(name: \"Storage\", package: \"Core\")"]))
            $0.files["Packages/AppKit/Sources/WidgetShell/Shell.swift"] = .text("import PetViews\n")
            $0.files["Packages/PetViews/Package.swift"] = .text(manifest("PetViews", product: "PetViews"))
            $0.files["Packages/PetViews/Sources/PetViews/PetView.swift"] = .text("""
                import SwiftUI

                public struct PetView: View {
                    let count: Int
                    public var body: some View {
                        Text("\\(count)")
                            .containerBackground(for: .widget) { Color.clear }
                    }
                }

                """)
            $0.files["Packages/Core/Package.swift"] = .text(coreManifest ?? manifest("Core", product: "Storage"))
            $0.files["Packages/Core/Sources/Storage/Store.swift"] = .text(store)
            $0.project?.packageFolders = ["Packages/Core"]
            $0.project?.update("Widget") { $0.packageProducts = [.init("WidgetShell", package: "Packages/AppKit")] }
        }
    }

    /// A store opening a misspelt group (line 4).
    static let store = """
        import Foundation

        public enum Store {
            public static let defaults = UserDefaults(suiteName: "group.com.example.apq")
        }

        """

    /// A manifest of one library `product` building the target of its name, which depends on
    /// `dependencies` (Swift expressions), the package depending on `packages`.
    static func manifest(_ name: String, product: String, packages: [String] = [], dependencies: [String] = []) -> String {
        """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "\(name)",
            products: [.library(name: "\(product)", targets: ["\(product)"])],
            dependencies: [\(packages.joined(separator: ", "))],
            targets: [
                .target(name: "\(product)", dependencies: [\(dependencies.joined(separator: ", "))]),
            ]
        )

        """
    }

    private func place(_ findings: [DoctorFinding]) -> String {
        "\(findings.map { "\($0.check) \($0.target ?? "-") \($0.file ?? "-"):\($0.line ?? 0) \($0.severity)" })"
    }

    @Test("A product's dependencies on other local packages' products are compiled by the linking target: their view and group count")
    func productsOfOtherLocalPackages() throws {
        let run = try ExampleRun(Self.features())
        #expect(run.findings(of: "container-background").allSatisfy { $0.severity == .ok }, "\(place(run.findings(of: "container-background")))")
        // The misspelt group of Core, reached through AppKit, is the widget's code.
        let groups = run.findings(of: "code-group").filter { $0.severity != .ok }
        #expect(groups.map { "\($0.target ?? "-") \($0.file ?? "-"):\($0.line ?? 0)" } == ["Widget Packages/Core/Sources/Storage/Store.swift:4"], "\(place(groups))")
        #expect(run.report.incomplete.isEmpty, "\(run.report.incomplete)")
    }

    @Test("A cycle of packages, a package naming itself, end where a product is met again")
    func cycles() throws {
        let core = Self.manifest("Core", product: "Storage", packages: [".package(path: \"../AppKit\")", ".package(path: \".\")"],
                                 dependencies: [".product(name: \"WidgetShell\", package: \"AppKit\")", ".product(name: \"Storage\", package: \"Core\")", "\"Storage\""])
        let run = try ExampleRun(Self.features(coreManifest: core))
        #expect(run.findings(of: "container-background").allSatisfy { $0.severity == .ok }, "\(place(run.findings(of: "container-background")))")
        #expect(run.findings(of: "code-group").filter { $0.severity != .ok }.map(\.line) == [4])
        #expect(run.report.incomplete.isEmpty, "\(run.report.incomplete)")
    }

    /// AppKit's product depends on a chain of `length` packages, `Link0` to the last, whose target
    /// opens the misspelt group.
    private func chain(_ length: Int) -> ExampleInput {
        var files: [String: ExampleInput.File] = [
            "Packages/AppKit/Package.swift": .text(Self.manifest("AppKit", product: "WidgetShell", packages: [".package(path: \"../Link0\")"],
                                                                 dependencies: [".product(name: \"Link0\", package: \"Link0\")"])),
        ]
        for index in 0..<length {
            let last = index + 1 == length
            files["Packages/Link\(index)/Package.swift"] = .text(Self.manifest("Link\(index)", product: "Link\(index)",
                                                                              packages: last ? [] : [".package(path: \"../Link\(index + 1)\")"],
                                                                              dependencies: last ? [] : ["\"Link\(index + 1)\""]))
            files["Packages/Link\(index)/Sources/Link\(index)/Link.swift"] = .text(last ? Self.store : "import Foundation\n")
        }
        return ExampleInput.widgetApp.with { input in
            input.files.merge(files) { $1 }
            input.project?.update("Widget") { $0.packageProducts = [.init("WidgetShell", package: "Packages/AppKit")] }
        }
    }

    @Test("Packages past the depth followed are said as the Swift scan's limit; within it, the last one's group is the widget's")
    func depth() throws {
        let within = try ExampleRun(chain(LocalPackages.maximumDepth))
        #expect(within.report.incomplete.isEmpty, "\(within.report.incomplete)")
        let groups = within.findings(of: "code-group").filter { $0.severity != .ok }
        #expect(groups.map(\.file) == ["Packages/Link\(LocalPackages.maximumDepth - 1)/Sources/Link\(LocalPackages.maximumDepth - 1)/Link.swift"], "\(place(groups))")
        let past = try ExampleRun(chain(LocalPackages.maximumDepth + 1))
        #expect(past.report.incomplete.map(\.scan) == ["Swift"], "\(past.report.incomplete)")
        #expect(past.report.incomplete.first?.reason == "followed local packages \(LocalPackages.maximumDepth) deep")
    }

    @Test("A hostile manifest whose products depend on each other through the package itself ends within the limits, said as the Swift scan's")
    func selfReferential() throws {
        let count = 200
        let products = (0..<count).map { ".library(name: \"P\($0)\", targets: [\"T\($0)\"])" }
        let targets = (0..<count).map { index in
            ".target(name: \"T\(index)\", dependencies: [.product(name: \"P\((index + 1) % count)\", package: \"Evil\"), \"P\((index + 7) % count)\"])"
        }
        let manifest = "let package = Package(name: \"Evil\", products: [\(products.joined(separator: ", "))],\n"
            + "dependencies: [.package(path: \".\"), .package(path: \"../Evil\"), .package(name: \"Evil\", path: \"Missing\")],\n"
            + "targets: [\(targets.joined(separator: ",\n"))])\n"
        let input = ExampleInput.widgetApp.with {
            $0.files["Packages/Evil/Package.swift"] = .text(manifest)
            $0.files["Packages/Evil/Sources/T0/Store.swift"] = .text(Self.store)
            $0.project?.update("Widget") { $0.packageProducts = [.init("P0", package: "Packages/Evil")] }
        }
        let run = try ExampleRun(input)
        #expect(run.report.incomplete.map(\.reason) == ["followed local packages \(LocalPackages.maximumDepth) deep"], "\(run.report.incomplete)")
        #expect(run.findings(of: "code-group").filter { $0.severity != .ok }.map(\.file) == ["Packages/Evil/Sources/T0/Store.swift"])
    }
}
