import Testing
@testable import XcodeProject

/// A local package's `Package.swift` read as text (issue 37, class 9): which folders a product builds.
@Suite("Local Swift package manifests")
struct PackageManifestTests {
    @Test("Products build their targets and the package targets those depend on; paths default to Sources/<name>")
    func productFolders() {
        let manifest = PackageManifest("""
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "Core",
            platforms: [.iOS(.v17), .watchOS(.v10)],
            products: [
                .library(name: "CoreKit", type: .dynamic, targets: ["CoreKit", "Widgets"]),
                .library(name: "Env", targets: ["Env"]),
            ],
            dependencies: [.package(url: "https://example.com/remote.git", from: "1.0.0")],
            targets: [
                .target(name: "CoreKit", dependencies: ["Models", .target(name: "Networking"), .product(name: "Remote", package: "remote")]),
                .target(name: "Models", path: "Sources/Model"),
                .target(name: "Networking"),
                .target(name: "Widgets", dependencies: [.byName(name: "Models")]),
                .target(name: "Env", path: "."),
                .testTarget(name: "CoreKitTests", dependencies: ["CoreKit"]),
            ]
        )
        """)
        #expect(manifest.sourceFolders(ofProduct: "CoreKit") == ["Sources/CoreKit", "Sources/Model", "Sources/Networking", "Sources/Widgets"])
        #expect(manifest.sourceFolders(ofProduct: "Env") == ["."])
        // A product the manifest does not list (computed, or named after its target) builds the target of its name.
        #expect(manifest.sourceFolders(ofProduct: "Networking") == ["Sources/Networking"])
        #expect(manifest.sourceFolders(ofProduct: "Remote").isEmpty)
    }

    /// Held-out muhiro12+Incomes: `.target(name:, path: ".", sources: ["Sources"])` beside
    /// `.testTarget(path: "Tests/Default")`: the library builds `./Sources`, never the tests' folder.
    @Test("A target's sources: narrow its path to those folders; a test target's path is never a product's")
    func sourcesNarrowThePath() {
        let manifest = PackageManifest("""
        let package = Package(
            name: "Library",
            products: [.library(name: "Library", targets: ["Library"]), .library(name: "Split", targets: ["Split"])],
            targets: [
                .target(name: "Library", path: ".", sources: ["Sources"], resources: [.process("Resources")]),
                .target(name: "Split", path: "Split", sources: ["Model", "Widgets/"]),
                .testTarget(name: "LibraryTests", dependencies: ["Library"], path: "Tests/Default"),
            ]
        )
        """)
        #expect(manifest.sourceFolders(ofProduct: "Library") == ["Sources"])
        #expect(manifest.sourceFolders(ofProduct: "Split") == ["Split/Model", "Split/Widgets"])
    }

    @Test("A dependency the text cannot name (a function's result, a constant of an extension) leaves the product's targets open")
    func unreadDependencies() {
        let manifest = PackageManifest("""
        let package = Package(
            name: "Engine",
            products: [.library(name: "Engine", targets: ["Engine"]), .library(name: "Plain", targets: ["Plain"])],
            targets: [
                .target(name: "Engine", dependencies: [.logging, .source(.day), .product(name: "DB", package: "DB")]),
                .target(name: "Plain", dependencies: ["Logging", .product(name: "DB", package: "DB")]),
            ] + [Target].features(.day, .drink)
        )
        extension Target {
            static let logging: Target = .target(name: "Logging", path: "Sources/Logging")
        }
        extension Target.Dependency {
            static func source(_ feature: Feature) -> Target.Dependency { .byName(name: feature.rawValue) }
        }
        """)
        // Engine's `.logging` and `.source(.day)` are read as nothing: what they name is unknown.
        #expect(manifest.sourceFolders(ofProduct: "Engine") == ["Sources/Engine"])
        #expect(manifest.hasUnreadDependencies(ofProduct: "Engine"))
        #expect(!manifest.hasUnreadDependencies(ofProduct: "Plain"))
        #expect(manifest.sourceFolders(ofProduct: "Plain") == ["Sources/Logging", "Sources/Plain"])
    }

    @Test("Local packages depended on (.package(path:), with an older name:), and the products of other packages a product's targets depend on")
    func otherPackages() {
        let manifest = PackageManifest("""
        let package = Package(
            name: "Features",
            products: [.library(name: "WidgetShell", targets: ["WidgetShell"]), .library(name: "Other", targets: ["Other"])],
            dependencies: [
                .package(path: "../Core"),
                .package(name: "Views", path: "../pet-views"),
                .package(url: "https://example.com/remote.git", from: "1.0.0"),
            ],
            targets: [
                .target(name: "WidgetShell", dependencies: ["Shared", "PetViews", .product(name: "Storage", package: "Core")]),
                .target(name: "Shared", dependencies: [.product(name: "Remote", package: "remote"), .product(name: "Storage", package: "Core")]),
                .target(name: "Other", dependencies: [.product(name: "Tools", package: "Views")]),
            ]
        )
        """)
        #expect(manifest.localDependencies == [.init(path: "../Core", name: nil), .init(path: "../pet-views", name: "Views")])
        // Shared is a target of the package; PetViews, named alone, is no target: another package's product.
        #expect(manifest.productDependencies(ofProduct: "WidgetShell") == [
            .init(name: "Storage", package: "Core"), .init(name: "Remote", package: "remote"), .init(name: "PetViews", package: nil),
        ])
        #expect(manifest.sourceFolders(ofProduct: "WidgetShell") == ["Sources/Shared", "Sources/WidgetShell"])
    }

    @Test("swiftSettings' .define: in place or through a named array, per configuration and platform; appended or unsafe settings leave it incomplete")
    func defines() {
        let manifest = PackageManifest("""
        let shared: [SwiftSetting] = [
            .enableUpcomingFeature("StrictConcurrency"),
            .define("SHARED"),
        ]
        let package = Package(
            name: "App",
            targets: [
                .target(name: "Core", swiftSettings: [
                    .define("ENABLE_SPARKLE"),
                    .define("VERBOSE", .when(configuration: .debug)),
                    .define("MAC_ONLY", .when(platforms: [.macOS, .macCatalyst])),
                ]),
                .target(name: "Kit", swiftSettings: shared),
                .target(name: "Flags", swiftSettings: [.unsafeFlags(["-DX"])]),
                .target(name: "Plain"),
            ]
        )
        """)
        let core = manifest.targets.first { $0.name == "Core" }?.conditions
        #expect(core?.defines.map(\.name) == ["ENABLE_SPARKLE", "VERBOSE", "MAC_ONLY"] && core?.complete == true)
        #expect(core?.defines.map(\.configuration) == [nil, "debug", nil])
        #expect(core?.defines[2].platforms == [.macOS, .iOS] && core?.defines[0].platforms == nil)
        #expect(manifest.targets.first { $0.name == "Kit" }?.conditions.defines.map(\.name) == ["SHARED"])
        #expect(manifest.targets.first { $0.name == "Flags" }?.conditions.complete == false)
        #expect(manifest.targets.first { $0.name == "Plain" }?.conditions == PackageManifest.SwiftConditions())
        let appended = PackageManifest("var s: [SwiftSetting] = [.define(\"A\")]\ns.append(.define(\"B\"))\nlet p = Package(targets: [.target(name: \"T\", swiftSettings: s)])")
        #expect(appended.targets.first?.conditions.defines.map(\.name) == ["A"] && appended.targets.first?.conditions.complete == false)
    }

    @Test("A named settings array is changed only where its own name, as a whole word, is appended to, inserted into or assigned")
    func changedByName() {
        func target(_ text: String) -> PackageManifest.SwiftConditions? {
            PackageManifest(text + "\nlet p = Package(targets: [.target(name: \"T\", swiftSettings: settings)])").targets.first?.conditions
        }
        // Another array whose name ends in `settings` is appended to: not this one.
        let other = target("let settings: [SwiftSetting] = [.define(\"A\")]\nvar test_settings: [SwiftSetting] = []\ntest_settings.append(.define(\"B\"))")
        #expect(other?.defines.map(\.name) == ["A"] && other?.complete == true)
        // A member of another value named alike, and a longer method name, are not this array either.
        let member = target("let settings = [.define(\"A\")]\nconfig.settings.append(.define(\"B\"))\nlet n = settings.appendingCount")
        #expect(member?.complete == true)
        // Written without spaces, or assigned anew, it is changed.
        for change in ["settings+=[.define(\"B\")]", "settings = settings + [.define(\"B\")]", "settings .insert(.define(\"B\"), at: 0)",
                       "settings.append(contentsOf: extra)"] {
            let changed = target("var settings: [SwiftSetting] = [.define(\"A\")]\n" + change)
            #expect(changed?.defines.map(\.name) == ["A"] && changed?.complete == false, "\(change)")
        }
        // Defined twice (one per `#if` branch): which one builds is not known.
        let twice = target("#if os(Linux)\nlet settings: [SwiftSetting] = []\n#else\nlet settings: [SwiftSetting] = [.define(\"A\")]\n#endif")
        #expect(twice?.complete == false)
        // The name in a string or a comment is not code.
        let quoted = target("let settings = [.define(\"A\")]\n// settings.append(.define(\"B\"))\nlet s = \"settings += x\"")
        #expect(quoted?.defines.map(\.name) == ["A"] && quoted?.complete == true)
    }

    @Test("Dependencies are followed maximumDepth levels deep, however many targets a level holds; a deeper one is unread, never dropped")
    func dependencyDepth() {
        // One target depending on 40 others: one level, every folder built.
        let features = (0..<40).map { "F" + ($0 < 10 ? "0" : "") + "\($0)" }
        let wide = PackageManifest("let p = Package(targets: [.target(name: \"Engine\", dependencies: [\(features.map { "\"\($0)\"" }.joined(separator: ", "))]),\n"
                                   + features.map { ".target(name: \"\($0)\")" }.joined(separator: ",\n") + "])")
        #expect(wide.sourceFolders(ofProduct: "Engine") == (["Engine"] + features).map { "Sources/\($0)" }.sorted())
        #expect(!wide.hasUnreadDependencies(ofProduct: "Engine"))
        // A chain one level deeper than followed: every target of the package counts as built, and the product says its dependencies were not all read.
        let chain = (0...PackageManifest.maximumDepth).map { "L\($0)" }
        let deep = PackageManifest("let p = Package(targets: [" + chain.indices.map { index in
            ".target(name: \"\(chain[index])\"" + (index + 1 < chain.count ? ", dependencies: [\"\(chain[index + 1])\"])" : ")")
        }.joined(separator: ",\n") + "])")
        #expect(deep.sourceFolders(ofProduct: "L0") == chain.map { "Sources/\($0)" }.sorted())
        #expect(deep.hasUnreadDependencies(ofProduct: "L0"))
        #expect(!deep.hasUnreadDependencies(ofProduct: "L1"))
    }

    @Test("Cyclic, unclosed and huge manifests end within bounds")
    func hostile() {
        let cycle = PackageManifest("let p = Package(products: [.library(name: \"A\", targets: [\"A\"])], targets: [.target(name: \"A\", dependencies: [\"B\"]), .target(name: \"B\", dependencies: [\"A\"])])")
        #expect(cycle.sourceFolders(ofProduct: "A") == ["Sources/A", "Sources/B"])
        _ = PackageManifest(".library(name: \"A\", targets: [" + String(repeating: "[", count: 100_000))
        let many = PackageManifest(String(repeating: ".target(name: \"T\", dependencies: [\"T\"]),\n", count: 20_000))
        #expect(many.sourceFolders(ofProduct: "T") == ["Sources/T"])
        #expect(many.targets.count <= PackageManifest.maximumTargets)
        // Every target naming one settings array in a 1 MiB manifest: the array is read once, not once a target.
        let shared = PackageManifest("let s: [SwiftSetting] = [.define(\"A\")]\n"
                                     + String(repeating: ".target(name: \"T\", swiftSettings: s),\n", count: 20_000))
        #expect(shared.targets.count <= PackageManifest.maximumTargets && shared.targets.allSatisfy { $0.conditions.defines.map(\.name) == ["A"] })
    }
}
