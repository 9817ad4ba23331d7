import Essentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed system call: what was attempted and the errno text. Each area wraps it in its own
/// error, which names the file and the field.
public struct SystemError: Error, Equatable, Sendable, CustomStringConvertible {
    public let operation: String
    public let code: Int32

    public init(_ operation: String, code: Int32 = errno) {
        self.operation = operation
        self.code = code
    }

    /// The POSIX error beneath what a FileManager call threw (FoundationEssentials has no
    /// `localizedDescription`); EIO when it carries none.
    public init(_ operation: String, thrown error: any Error) {
        let posix = (error as? CocoaError)?.underlying as? POSIXError
        self.init(operation, code: posix?.code.rawValue ?? EIO)
    }

    /// The errno text; a full disk also by its name, which is what people search for.
    public var description: String {
        "\(operation) failed: \(String(cString: strerror(code)))" + (code == ENOSPC ? " (ENOSPC)" : "")
    }
}
