import Essentials

/// Which projects doctor reads for the path given, and why each: the `project-location` note
/// says it. Users keep their app's project in many places (a folder down, a monorepo's `apps/`,
/// Capacitor's `ios/App/`, a Kotlin Multiplatform `iosApp/`, an Expo app's `targets/` with no
/// `ios/` at all), so the reader searches a bounded depth and keeps what it found and passed over.
public struct ProjectLocation: Sendable {
    /// Where a project was found, as the note words it.
    public enum Why: Sendable, Equatable {
        /// The `.xcodeproj` (or its `project.pbxproj`) was given.
        case given
        /// In the folder given.
        case inFolder
        /// Listed in the `.xcworkspace` given (`contents.xcworkspacedata`).
        case workspace
        /// In a folder a stack keeps it in, under the folder given.
        case layout(Layout)
        /// Found by the search this many folders below the folder given.
        case below(depth: Int)
    }

    /// The folders stacks keep their iOS project in.
    public enum Layout: String, Sendable, Equatable {
        /// A Flutter app's `ios/` or `macos/` (a `pubspec.yaml` beside them).
        case flutter
        /// A React Native app's `ios/` (a `package.json` beside it).
        case reactNative
        /// Capacitor's `ios/App/` (a `capacitor.config.*` beside `ios/`).
        case capacitor
        /// A Kotlin Multiplatform app's `iosApp/` (a Gradle settings file beside it).
        case kotlinMultiplatform
        /// An `ios/` or `macos/` folder of no known stack.
        case platformFolder
    }

    /// What a project found is.
    public enum Kind: Sendable, Equatable {
        /// An `.xcodeproj` with its `project.pbxproj`.
        case xcode
        /// An Expo app that commits no `ios/` but declares its Apple targets in
        /// `targets/*/expo-target.config.{js,json,ts}` (`@bacons/apple-targets`, or csark0812's
        /// `expo-targets`): read from its configuration files, without `expo prebuild`.
        case expo
    }

    public struct Found: Sendable, Equatable {
        /// The `.xcodeproj`, or the Expo app's folder.
        public let url: URL
        public let kind: Kind
        public let why: Why

        public init(url: URL, kind: Kind = .xcode, why: Why) {
            self.url = url.standardizedFileURL
            self.kind = kind
            self.why = why
        }
    }

    /// A project seen and not read, and why.
    public struct PassedOver: Sendable, Equatable {
        public enum Reason: Sendable, Equatable {
            /// Inside a folder that holds a project read: another project, run doctor on it.
            case nested
            /// Neither an app nor an app extension among its targets (a library, a plugin's).
            case noAppOrExtension
            /// Inside a local Swift package another project or the repository's `Package.swift`
            /// uses (`.package(path: "ThirdParty/Static")`): the dependency's own demo project.
            case dependency
        }

        public let url: URL
        public let reason: Reason

        public init(url: URL, reason: Reason) {
            self.url = url.standardizedFileURL
            self.reason = reason
        }
    }

    /// The path given, standardized.
    public let given: URL
    /// The projects to read, in the order found (shallowest first).
    public var found: [Found]
    public var passedOver: [PassedOver] = []
    /// Set when the search stopped at a limit before it looked everywhere: what it left out.
    public var searchStopped: String?

    public init(given: URL, found: [Found], passedOver: [PassedOver] = [], searchStopped: String? = nil) {
        self.given = given.standardizedFileURL
        self.found = found
        self.passedOver = passedOver
        self.searchStopped = searchStopped
    }

    /// Whether the project was where a user would have pointed doctor anyway (the `.xcodeproj`
    /// given, or one in the folder given, or a Flutter app's `ios/` and `macos/`): no note needs
    /// to say how it was found.
    public var isPlain: Bool {
        passedOver.isEmpty && searchStopped == nil && found.allSatisfy { found in
            switch found.why {
            case .given, .inFolder, .layout(.flutter): found.kind == .xcode
            default: false
            }
        }
    }
}
