import Essentials
import FrameOutput
import SharedData

/// A SARIF 2.1.0 log, as GitHub code scanning reads one (`github/codeql-action/upload-sarif`): one
/// run, its tool's driver naming every rule (id, short and full description, where the docs explain
/// it, default level), and a result per finding with its rule's id, level, message and location:
/// a path from the repository's root (`%SRCROOT%`, where the workflow checked it out) and a line.
/// No absolute path is written: a file outside the repository (a simulator's container) is no
/// place code scanning can show, so a result goes on the first of its places inside the repository
/// (the reporters list the file its check read after its own), or has no location when none is.
/// `partialFingerprints` hash what the finding is (rule, file, what it names, message) with its
/// occurrence among the same, not the line or where the run happened: two runs over the same
/// repository give the same fingerprints, and an edit above a finding keeps its alert.
public enum SARIFLog {
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    public static let version = "2.1.0"
    /// Where the docs are published, to which a rule's `help` (`docs/doctor.md#check-ID`) is appended.
    public static let documentationBase = "https://github.com/OWNER/widget-tui/blob/main/"

    public struct Rule: Sendable {
        public let id: String
        public let title: String
        public let summary: String
        /// `error`, `warning` or `note`.
        public let level: String
        /// The docs' page and anchor, relative to the repository.
        public let help: String

        public init(id: String, title: String, summary: String, level: String, help: String) {
            self.id = id
            self.title = title
            self.summary = summary
            self.level = level
            self.help = help
        }
    }

    /// A file a result may be placed on, absolute, and the line there (nil: the file as a whole).
    public struct Place: Sendable {
        public let file: String
        public let line: Int?

        public init(file: String, line: Int?) {
            self.file = file
            self.line = line
        }
    }

    public struct Result: Sendable {
        public let rule: String
        public let level: String
        public let message: String
        /// Where it may be placed, best first: its own file and line, then the file its check read.
        public let places: [Place]
        /// What else tells two findings of one rule and file apart (target, configuration, subject).
        public let identity: [String]

        public init(rule: String, level: String, message: String, places: [Place], identity: [String] = []) {
            self.rule = rule
            self.level = level
            self.message = message
            self.places = places
            self.identity = identity
        }
    }

    /// The log's JSON, its paths from `root` (absolute).
    public static func document(rules: [Rule], results: [Result], root: String, toolVersion: String) throws -> String {
        let root = URL(fileURLWithPath: root).standardizedFileURL.path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        let indices = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        // How often each fingerprint has come so far: the same finding twice in a file (a message
        // at two lines) is told apart by its occurrence, as GitHub's own line hashes are (`hash:2`).
        var occurrences: [String: Int] = [:]
        let entries = results.map { result -> Log.Result in
            let location = result.places.lazy.compactMap { place -> Log.Location? in
                let file = URL(fileURLWithPath: place.file).standardizedFileURL.path
                guard file.hasPrefix(prefix) else { return nil }
                return Log.Location(physicalLocation: .init(artifactLocation: .init(uri: percentEncoded(String(file.dropFirst(prefix.count))), uriBaseId: srcRoot),
                                                            region: .init(startLine: max(1, place.line ?? 1))))
            }.first
            let identity = ([result.rule, location?.physicalLocation.artifactLocation.uri ?? ""] + result.identity + [result.message]).joined(separator: "\u{1f}")
            let hash = FNV1a.hex(identity.utf8)
            occurrences[hash, default: 0] += 1
            return Log.Result(ruleId: result.rule, ruleIndex: indices[result.rule], level: result.level, message: .init(text: result.message),
                              locations: location.map { [$0] } ?? [],
                              partialFingerprints: ["widgetTuiFinding/v1": hash + ":" + String(occurrences[hash] ?? 1)])
        }
        let driver = Log.Driver(name: "widget-tui", version: toolVersion.isEmpty ? nil : toolVersion, informationUri: documentationBase + "README.md",
                                rules: rules.map { rule in
                                    Log.Rule(id: rule.id, name: rule.title, shortDescription: .init(text: rule.title), fullDescription: .init(text: rule.summary),
                                             helpUri: documentationBase + rule.help, defaultConfiguration: .init(level: rule.level))
                                })
        return try Log(version: version, schema: schema, runs: [Log.Run(tool: .init(driver: driver), results: entries)]).encoded()
    }

    static let srcRoot = "%SRCROOT%"

    /// A path as a URI's path: characters outside RFC 3986's unreserved set and `/` percent-encoded.
    static func percentEncoded(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return out
    }

    /// The log as SARIF's JSON names it.
    struct Log: JSONDocument {
        struct Text: Encodable { let text: String }
        struct Configuration: Encodable { let level: String }
        struct Rule: Encodable {
            let id: String
            let name: String
            let shortDescription: Text
            let fullDescription: Text
            let helpUri: String
            let defaultConfiguration: Configuration
        }
        struct Driver: Encodable {
            let name: String
            let version: String?
            let informationUri: String
            let rules: [Rule]
        }
        struct Tool: Encodable { let driver: Driver }
        struct ArtifactLocation: Encodable {
            let uri: String
            let uriBaseId: String
        }
        struct Region: Encodable { let startLine: Int }
        struct PhysicalLocation: Encodable {
            let artifactLocation: ArtifactLocation
            let region: Region
        }
        struct Location: Encodable { let physicalLocation: PhysicalLocation }
        struct Result: Encodable {
            let ruleId: String
            let ruleIndex: Int?
            let level: String
            let message: Text
            let locations: [Location]
            let partialFingerprints: [String: String]
        }
        struct Run: Encodable {
            let tool: Tool
            let results: [Result]
        }

        let version: String
        let schema: String
        let runs: [Run]

        private enum CodingKeys: String, CodingKey {
            case version, runs
            case schema = "$schema"
        }
    }
}
