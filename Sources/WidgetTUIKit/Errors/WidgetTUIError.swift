/// Why widget-tui cannot do what was asked, said for the person who asked: the file and field at
/// fault and, where there is one, the fix. `isUsage` marks a fault in the request itself (an entry
/// past the timeline, a bad record mode), which the command line reports as a usage error.
public struct WidgetTUIError: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String
    public let isUsage: Bool

    public init(_ message: String, isUsage: Bool = false) {
        description = message
        self.isUsage = isUsage
    }

    public static func usage(_ message: String) -> WidgetTUIError {
        WidgetTUIError(message, isUsage: true)
    }
}
