import Essentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Environment variables, read one at a time. The process's own are read with `getenv`: building
/// `ProcessInfo.environment`, the whole environment as a `[String: String]`, was a twentieth of a
/// `widget-tui render`'s start-up for the few variables it reads. What hands the environment on
/// whole (to a child process, to the preview's terminal) asks for `variables`.
public struct ProcessEnvironment: Sendable, ExpressibleByDictionaryLiteral {
    private let lookup: @Sendable (String) -> String?
    private let all: @Sendable () -> [String: String]

    /// This process's environment as it is when read, not a copy taken at start.
    public static let current = ProcessEnvironment(lookup: { name in getenv(name).map { String(cString: $0) } },
                                                   all: { ProcessInfo.processInfo.environment })

    private init(lookup: @escaping @Sendable (String) -> String?, all: @escaping @Sendable () -> [String: String]) {
        self.lookup = lookup
        self.all = all
    }

    /// Exactly `variables`, nothing of the process's (tests, and a command run in-process).
    public init(_ variables: [String: String]) {
        self.init(lookup: { variables[$0] }, all: { variables })
    }

    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(Dictionary(elements) { $1 })
    }

    public subscript(name: String) -> String? { lookup(name) }

    /// Every variable.
    public var variables: [String: String] { all() }
}
