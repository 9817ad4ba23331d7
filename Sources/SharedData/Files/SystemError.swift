import Foundation

/// A failed system call: what was attempted and the errno text. Each area wraps it in its own
/// error, which names the file and the field.
public struct SystemError: Error, Equatable, Sendable, CustomStringConvertible {
    public let operation: String
    public let code: Int32

    public init(_ operation: String, code: Int32 = errno) {
        self.operation = operation
        self.code = code
    }

    public var description: String {
        "\(operation) failed: \(String(cString: strerror(code)))"
    }
}
