// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "widget-tui",
    products: [
        .executable(name: "widget-tui", targets: ["WidgetTUI"]),
        .executable(name: "widget-tui-bench", targets: ["Bench"]),
        .library(name: "SharedData", targets: ["SharedData"]),
        .library(name: "PetRenderer", targets: ["PetRenderer"]),
        .library(name: "XcodeProject", targets: ["XcodeProject"]),
    ],
    targets: [
        // System C libraries: a module map plus a shim header for the macros Swift cannot import.
        .systemLibrary(name: "CCurses", path: "Sources/CCurses"),
        .systemLibrary(name: "CPNG", path: "Sources/CPNG"),

        // App Group container, shared settings and files, roles, reload requests, the data contract.
        .target(name: "SharedData"),
        // The app's Xcode project read as Xcode would: targets, build settings, entitlements, profiles,
        // and the group and kind strings in its Dart and Swift code; findings, no terminal code.
        .target(name: "XcodeProject", dependencies: ["SharedData"]),
        // Sprites, pose math, scene, timeline, cells: pure, no terminal code.
        .target(name: "PetRenderer", dependencies: ["SharedData", "CPNG"]),
        // Sprite sheets and the demo group, shipped as resources; the generator stays out of the bundle.
        .target(
            name: "PetAssets",
            path: "assets",
            exclude: ["generator"],
            resources: [.copy("sprites"), .copy("demo")]
        ),
        .executableTarget(
            name: "WidgetTUI",
            dependencies: ["SharedData", "PetRenderer", "PetAssets", "CCurses", "CPNG"]
        ),

        .executableTarget(name: "Bench", dependencies: ["PetRenderer", "SharedData", "PetAssets"]),

        .testTarget(name: "SharedDataTests", dependencies: ["SharedData"]),
        .testTarget(name: "XcodeProjectTests", dependencies: ["XcodeProject", "SharedData"], resources: [.copy("Fixtures")]),
        .testTarget(name: "PetRendererTests", dependencies: ["PetRenderer", "PetAssets", "SharedData"]),
        .testTarget(
            name: "WidgetTUITests",
            dependencies: ["WidgetTUI", "PetRenderer", "PetAssets", "SharedData"],
            resources: [.copy("Goldens"), .copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
