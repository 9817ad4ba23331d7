// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "widget-tui",
    products: [
        .executable(name: "widget-tui", targets: ["WidgetTUI"]),
        .executable(name: "widget-tui-bench", targets: ["Bench"]),
        .library(name: "WidgetContract", targets: ["WidgetContract"]),
        .library(name: "PropertyList", targets: ["PropertyList"]),
        .library(name: "SharedData", targets: ["SharedData"]),
        .library(name: "PetRenderer", targets: ["PetRenderer"]),
        .library(name: "FrameOutput", targets: ["FrameOutput"]),
        .library(name: "PNGCodec", targets: ["PNGCodec"]),
        .library(name: "WidgetTUIKit", targets: ["WidgetTUIKit"]),
        .library(name: "XcodeProject", targets: ["XcodeProject"]),
        .library(name: "Findings", targets: ["Findings"]),
        .library(name: "Doctor", targets: ["Doctor"]),
    ],
    targets: [
        // System C libraries: a module map plus a shim header for the macros Swift cannot import.
        // pkg-config finds them (Homebrew's keg-only ncurses through PKG_CONFIG_PATH, see the README).
        .systemLibrary(
            name: "CCurses",
            path: "Sources/CCurses",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]
        ),
        .systemLibrary(
            name: "CPNG",
            path: "Sources/CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),

        // FoundationEssentials, or Foundation where Essentials is not a module of its own: the one
        // import every module's files open with; and NullWhenAbsent, for JSON documents.
        .target(name: "Essentials"),
        // The widget's data contract, what the app writes and the extension reads: pets, quiet hours,
        // reactions, the Live Activity's state, the JSON they travel in. A leaf: no file, no process.
        .target(name: "WidgetContract", dependencies: ["Essentials"]),
        // Property lists as values, read from and written to bytes: binary, XML and OpenStep. No file access.
        .target(name: "PropertyList", dependencies: ["Essentials"]),
        // syncfs(2), which Swift's Glibc module does not declare.
        .target(name: "CSyncFS"),
        // App Group container, shared settings and files, roles, reload requests, intents, the
        // simulator; re-exports the contract and the property lists it is built on.
        .target(name: "SharedData", dependencies: ["Essentials", "WidgetContract", "PropertyList", "CSyncFS"]),
        // The app's Xcode project read as Xcode would: targets, build settings, entitlements, profiles,
        // and the group and kind strings in its Dart and Swift code; facts and read problems, judging nothing.
        .target(name: "XcodeProject", dependencies: ["Essentials", "SharedData", "PropertyList"]),
        // What doctor finds, wherever it looked: one finding model for every check, so the report, the
        // reporters and the `--json` schema are one.
        .target(name: "Findings", dependencies: ["Essentials"]),
        // Sprites, pose math, scene, timeline: a pure function of its inputs and of the contract alone,
        // no system library, so an iOS widget extension can depend on it.
        .target(name: "PetRenderer", dependencies: ["Essentials", "WidgetContract"]),
        // What frames become beside the renderer: terminal cells, ANSI, snapshot text, JSON, pixel diffs.
        .target(name: "FrameOutput", dependencies: ["Essentials", "PetRenderer", "SharedData"]),
        // PNG files to and from the renderer's RGBA images, through libpng; animated PNGs written with zlib.
        .target(name: "PNGCodec", dependencies: ["Essentials", "PetRenderer", "SharedData", "CPNG"]),
        // The sprite sheet and the demo group, compiled in from the files of sprites/ and demo/
        // (generator/embed.py), so no resource bundle needs Foundation's Bundle at start-up.
        .target(name: "PetAssets", path: "assets", exclude: ["generator", "sprites", "demo"]),
        // Everything a command does, as values: load the widget, render, timelines, snapshots, checks,
        // intents, the app's writes and the preview's state machine.
        .target(
            name: "WidgetTUIKit",
            dependencies: ["Essentials", "SharedData", "PetRenderer", "FrameOutput", "PNGCodec", "PetAssets"]
        ),
        // `doctor`: registered checks (one type per id, with examples) over the app's project (read by
        // XcodeProject), the targets' entitlements, the group's container and its data; its reporters.
        .target(
            name: "Doctor",
            dependencies: ["Essentials", "WidgetTUIKit", "XcodeProject", "Findings", "SharedData", "PetRenderer", "FrameOutput"]
        ),
        // The commit the executable was built from, when the build names it (scripts/build-release).
        .target(name: "CBuildInfo"),
        // The `widget-tui` executable: argument parsing, the commands' output, the ncurses terminal.
        .executableTarget(
            name: "WidgetTUI",
            dependencies: ["Essentials", "WidgetTUIKit", "Doctor", "Findings", "XcodeProject", "SharedData", "PetRenderer", "FrameOutput", "PNGCodec", "CCurses",
                           "CBuildInfo"]
        ),

        .executableTarget(name: "Bench", dependencies: ["WidgetTUIKit", "PetRenderer", "FrameOutput", "SharedData", "PetAssets", "XcodeProject"]),

        // Small sprite sheets and settings built in code, a seeded random generator, and a folder's files
        // read or retimed at once, shared by the tests.
        .target(name: "RenderFixtures", dependencies: ["PetRenderer", "SharedData"], path: "Tests/RenderFixtures"),
        // Project folders shaped like Xcode's and Flutter's, and provisioning profiles built in code,
        // shared by the XcodeProject library's tests and the command line's.
        .target(name: "ProjectFixtures", path: "Tests/ProjectFixtures", resources: [.copy("Fixtures")]),
        // What GitHub Actions' runner reads as a workflow command, for every test and fuzz target
        // that holds widget-tui's output to it.
        .target(name: "RunnerRules", path: "Tests/RunnerRules"),
        // Animated PNGs taken apart and played as a viewer plays them, for the APNG writer's tests and export's.
        .target(name: "PNGFixtures", dependencies: ["PNGCodec", "PetRenderer"], path: "Tests/PNGFixtures"),

        .testTarget(name: "WidgetContractTests", dependencies: ["WidgetContract", "Essentials"]),
        .testTarget(name: "PropertyListTests", dependencies: ["PropertyList", "RenderFixtures"]),
        .testTarget(name: "SharedDataTests", dependencies: ["SharedData", "PropertyList", "RenderFixtures"]),
        // Every input kept for the fuzz targets (Fuzz/Corpus and Fuzz/Regressions), replayed through
        // the targets' entry points without the fuzzer; the targets themselves (Fuzz/Targets, built by
        // scripts/fuzz) are not part of the package.
        .testTarget(name: "FuzzRegressionTests", dependencies: ["PropertyList", "SharedData", "PetRenderer", "FrameOutput", "PNGCodec", "WidgetTUIKit", "XcodeProject", "Doctor", "Findings",
                                                         "RunnerRules"]),
        .testTarget(name: "XcodeProjectTests", dependencies: ["XcodeProject", "SharedData", "ProjectFixtures", "RenderFixtures"]),
        .testTarget(name: "DoctorTests", dependencies: ["Doctor", "Findings", "WidgetTUIKit", "SharedData", "XcodeProject", "ProjectFixtures", "PropertyList"]),
        .testTarget(name: "PetRendererTests", dependencies: ["PetRenderer", "SharedData", "RenderFixtures"]),
        .testTarget(name: "FrameOutputTests", dependencies: ["FrameOutput", "PetRenderer", "SharedData", "RenderFixtures", "RunnerRules"]),
        .testTarget(name: "PNGCodecTests", dependencies: ["PNGCodec", "PetRenderer", "SharedData", "PNGFixtures"]),
        .testTarget(
            name: "WidgetTUIKitTests",
            dependencies: ["WidgetTUIKit", "Doctor", "FrameOutput", "PNGCodec", "PetRenderer", "PetAssets", "SharedData", "RenderFixtures"]
        ),
        .testTarget(
            name: "WidgetTUITests",
            dependencies: ["WidgetTUI", "WidgetTUIKit", "FrameOutput", "PNGCodec", "PetRenderer", "PetAssets", "SharedData", "XcodeProject",
                           "ProjectFixtures", "RenderFixtures", "PNGFixtures", "RunnerRules"],
            // Transcripts/Recorded is read from the source tree by Transcript.swift, not bundled.
            exclude: ["Transcripts/Recorded"],
            resources: [.copy("Goldens"), .copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
