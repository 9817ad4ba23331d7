import Essentials
import Findings
import SharedData
import XcodeProject

/// A small input a check must trigger on, with the findings it gives, or must not trigger on.
/// The registry test writes each into a folder, runs doctor on it and holds the run to it: the
/// check's findings above `ok` are exactly `expected` (compared by severity and place), and the
/// run gives no other warning or problem than those of `alsoExpected` (one cause, one finding).
public struct CheckExample: Sendable {
    /// What it shows, in a few words.
    public let name: String
    public let input: ExampleInput
    /// The findings the check gives on `input`: empty when it must not trigger. An `ok` among them
    /// holds the check's `ok` findings too.
    public let expected: [ExpectedFinding]
    /// Other checks whose warnings or problems the input gives as well, by id: causes the example
    /// cannot leave out (a container without entitlements files given names no target).
    public let alsoExpected: [String]

    public static func triggers(_ name: String, _ input: ExampleInput, _ expected: ExpectedFinding..., also: [String] = []) -> CheckExample {
        CheckExample(name: name, input: input, expected: expected, alsoExpected: also)
    }

    public static func passes(_ name: String, _ input: ExampleInput, also: [String] = []) -> CheckExample {
        CheckExample(name: name, input: input, expected: [], alsoExpected: also)
    }

    /// Whether the example triggers its check.
    public var triggers: Bool { !expected.isEmpty }
}

/// One finding an example gives, by severity and place (nil: whatever the finding says).
public struct ExpectedFinding: Sendable, Equatable, CustomStringConvertible {
    public let severity: Finding.Severity
    public let target: String?
    public let configuration: String?
    public let file: String?
    public let line: Int?

    public init(_ severity: Finding.Severity, target: String? = nil, configuration: String? = nil, file: String? = nil, line: Int? = nil) {
        self.severity = severity
        self.target = target
        self.configuration = configuration
        self.file = file
        self.line = line
    }

    public static func problem(target: String? = nil, configuration: String? = nil, file: String? = nil, line: Int? = nil) -> Self {
        Self(.problem, target: target, configuration: configuration, file: file, line: line)
    }

    public static func warning(target: String? = nil, configuration: String? = nil, file: String? = nil, line: Int? = nil) -> Self {
        Self(.warning, target: target, configuration: configuration, file: file, line: line)
    }

    public static func note(target: String? = nil, configuration: String? = nil, file: String? = nil, line: Int? = nil) -> Self {
        Self(.note, target: target, configuration: configuration, file: file, line: line)
    }

    public static func ok(target: String? = nil, configuration: String? = nil, file: String? = nil, line: Int? = nil) -> Self {
        Self(.ok, target: target, configuration: configuration, file: file, line: line)
    }

    /// Whether `finding` is this one: the same severity, and the same place where this says one.
    public func matches(_ finding: DoctorFinding) -> Bool {
        finding.severity == severity && (target == nil || finding.target == target) && (configuration == nil || finding.configuration == configuration)
            && (file == nil || finding.file == file) && (line == nil || finding.line == line)
    }

    public var description: String {
        severity.rawValue + ([target.map { "target \($0)" }, configuration.map { "configuration \($0)" },
                              file.map { file in line.map { "\(file):\($0)" } ?? file }].compactMap { $0 }.map { " " + $0 }.joined())
    }
}

/// What doctor is given in an example: files in a folder (the folder is `--project` when there
/// is a project), an Xcode project, `--entitlements` files, `--setting` values, `--profile`
/// files, a `--group`, and a container with its suite and files.
public struct ExampleInput: Sendable {
    public enum File: Sendable {
        case text(String)
        case bytes([UInt8])

        public var bytes: [UInt8] {
            switch self {
            case let .text(text): Array(text.utf8)
            case let .bytes(bytes): bytes
            }
        }
    }

    /// Written at `project.path/project.pbxproj` under the folder; nil: none.
    public var project: ExampleProject?
    /// `--project`, relative to the folder (`.` the folder itself); nil: the folder when there is
    /// a project, else no `--project`.
    public var projectPath: String?
    /// Path relative to the folder, to contents.
    public var files: [String: File]
    /// Files (relative to the folder) given with `--entitlements`.
    public var entitlementFiles: [String]
    /// `--setting NAME=VALUE`.
    public var settings: [String]
    /// Files (relative to the folder) given with `--profile`.
    public var profiles: [String]
    /// `--group`; nil: not given (a container is then checked for its own group).
    public var group: String?
    public var platform: GroupPlatform
    /// The group's container; nil: none is checked.
    public var container: ExampleContainer?
    /// How far the walks for source files go (smaller than doctor's, to show a walk stopped).
    public var walkLimits = SourceTreeWalker.Limits.standard

    public init(project: ExampleProject? = nil, files: [String: File] = [:], projectPath: String? = nil, entitlementFiles: [String] = [],
                settings: [String] = [], profiles: [String] = [], group: String? = nil, platform: GroupPlatform = .iOS, container: ExampleContainer? = nil) {
        self.project = project
        self.projectPath = projectPath
        self.files = files
        self.entitlementFiles = entitlementFiles
        self.settings = settings
        self.profiles = profiles
        self.group = group
        self.platform = platform
        self.container = container
    }

    /// A copy changed by `change`: `ExampleInput.widgetApp.with { $0.project?.update("Widget") { ... } }`.
    public func with(_ change: (inout ExampleInput) -> Void) -> ExampleInput {
        var copy = self
        change(&copy)
        return copy
    }

    /// The same input one folder down, in `folder` (its project and files), as a repository that
    /// keeps its project in a subfolder.
    public func moved(to folder: String) -> ExampleInput {
        var copy = self
        copy.project?.path = folder + "/" + (project?.path ?? "")
        copy.files = Dictionary(uniqueKeysWithValues: files.map { (folder + "/" + $0.key, $0.value) })
        return copy
    }

    /// Sets one build setting of every target named `target`, in `configuration` or in all.
    public mutating func set(_ name: String, _ value: String, target: String, configuration: String? = nil) {
        project?.update(target) { target in
            if let configuration { target.configurationSettings[configuration, default: [:]][name] = value } else { target.settings[name] = value }
        }
    }
}

/// A group's container in an example: the suite's values (nil: the app never wrote one) and the
/// files beside it, by path relative to the container.
public struct ExampleContainer: Sendable {
    public var group: String
    public var suite: PlistDictionary?
    /// The suite's bytes as written, when they are not a property list (a damaged file).
    public var rawSuite: [UInt8]?
    public var files: [String: ExampleInput.File]
    /// Symbolic links in the container: path to what the link names.
    public var links: [String: String]

    public init(group: String, suite: PlistDictionary?, rawSuite: [UInt8]? = nil, files: [String: ExampleInput.File] = [:], links: [String: String] = [:]) {
        self.group = group
        self.suite = suite
        self.rawSuite = rawSuite
        self.files = files
        self.links = links
    }

    /// Where the suite lies in the container, as iOS keeps it.
    public var suitePath: String { "Library/Preferences/\(group).plist" }
}
