/// A file the reader could not read as the build would, or a scan it could not finish: what was
/// being read, what went wrong, and where (the file as shown, its line, the target and
/// configuration that named it). The reader only records it; doctor's checks decide what it
/// means for the user (a problem, a warning, a note) and say so.
public struct ReadProblem: Sendable, Hashable {
    /// What was being read.
    public enum Subject: String, Sendable, Hashable {
        /// `project.pbxproj`.
        case projectFile
        /// A configuration's base `.xcconfig`, or a file one includes.
        case xcconfig
        /// The Info.plist `INFOPLIST_FILE` names.
        case infoPlist
        /// A Dart or Swift file of the app.
        case source
        /// The walk that lists a project folder's Swift files (or a Flutter app's Dart files).
        case sourceTree
        /// The Swift files no target compiles, read for a widget no extension builds (`UnbuiltWidgets`).
        case untargetedSources
        /// The walk that lists the app's JavaScript/TypeScript, Kotlin and C# (`AppCode`), from the folder given.
        case appCodeTree
    }

    public enum Kind: Sendable, Hashable {
        /// No such file.
        case missing
        /// The file is there and could not be read; why, shown already (`FileAccessError`).
        case unreadable(String)
        /// The file read and is not what it should be; the parser's description, shown already.
        case unparseable(String)
        /// Not read: the path leads outside every folder the reader may read.
        case outside
        /// Found only by ignoring letter case: the path as written (escaped), which differs from
        /// `file` as on disk.
        case caseOnly(written: String)
        /// A walk stopped at one of its limits; how (`stopped after 20000 files`).
        case truncated(String)
        /// More files of this kind than the reader takes; the limit.
        case tooManyFiles(Int)
        /// Nested deeper than the reader follows; the limit.
        case tooDeep(Int)
        /// The file includes itself through a chain of includes.
        case cycle
        /// A line the build ignores, and why (an xcconfig line that is no assignment or include).
        case ignoredLine(String)
    }

    /// The include that named an xcconfig: the including file as shown, the line, and whether it
    /// was `#include?`, which allows a missing file.
    public struct Include: Sendable, Hashable {
        public let file: String
        public let line: Int
        public let optional: Bool
    }

    public let subject: Subject
    public let kind: Kind
    /// The file (or folder, for a walk) as shown: relative to the project's root, escaped once.
    public let file: String
    /// The line in `file`, where it has one.
    public let line: Int?
    /// The target (by name) whose settings named the file.
    public let target: String?
    /// How an xcconfig was reached; nil for a configuration's base file and every other subject.
    public let includedFrom: Include?
    /// For a source file or a walk: the language of the files it was reading.
    public let language: CodeOccurrence.Language?

    public init(_ subject: Subject, _ kind: Kind, file: String, line: Int? = nil, target: String? = nil, includedFrom: Include? = nil,
                language: CodeOccurrence.Language? = nil) {
        self.subject = subject
        self.kind = kind
        self.file = file
        self.line = line
        self.target = target
        self.includedFrom = includedFrom
        self.language = language
    }
}
