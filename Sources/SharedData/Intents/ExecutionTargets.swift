import Essentials

/// The processes allowed to run an intent (`allowedExecutionTargets`), or those an intent's code is
/// linked into.
public struct ExecutionTargets: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt8

    /// One bit per `ExecutionTarget`, in `allCases` order; other bits are dropped.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue & 0b111
    }

    public init(_ target: ExecutionTarget) {
        self.init(rawValue: 1 << UInt8(ExecutionTarget.allCases.firstIndex(of: target) ?? 0))
    }

    public static let main = ExecutionTargets(.main)
    public static let appIntentsExtension = ExecutionTargets(.appIntentsExtension)
    public static let widgetKitExtension = ExecutionTargets(.widgetKitExtension)
    /// Any available target: the system's heuristics choose, and may choose the widget extension.
    public static let `default` = ExecutionTargets(rawValue: 0b111)

    public func contains(_ target: ExecutionTarget) -> Bool { contains(ExecutionTargets(target)) }

    /// In the order `ExecutionTarget.allCases` lists them.
    public var targets: [ExecutionTarget] { ExecutionTarget.allCases.filter { contains($0) } }

    /// As Swift writes it: `[.main, .appIntentsExtension]`.
    public var description: String {
        "[" + targets.map { "." + $0.rawValue }.joined(separator: ", ") + "]"
    }

    /// Parses `main,appIntentsExtension` (a leading dot allowed) or `default`.
    public init(parsing text: String) throws(ExecutionTargetsError) {
        var targets = ExecutionTargets()
        for word in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = String(word).trimmingWhitespace.trimmingPrefix(".")
            if name == "default" {
                targets.formUnion(.default)
            } else if let target = ExecutionTarget(rawValue: String(name)) {
                targets.insert(ExecutionTargets(target))
            } else {
                throw ExecutionTargetsError(word: String(word))
            }
        }
        self = targets
    }
}

/// A word of an execution-target list that names no target.
public struct ExecutionTargetsError: Error, Equatable, Sendable, CustomStringConvertible {
    public let word: String

    public var description: String {
        "'\(word)' is not an execution target: use " + ExecutionTarget.allCases.map(\.rawValue).joined(separator: ", ")
            + " or default, separated by commas"
    }
}
