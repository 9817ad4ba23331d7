#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// `format` filled in as C's printf does (`%02d`, `%02X`, `%.1f`, `%g`): Foundation's
    /// `String(format:)` without Foundation, so the commands that print numbers need only
    /// FoundationEssentials. Arguments are C numbers (Int, Int32, UInt8, UInt32, Double); `%@` is
    /// not supported.
    public init(cFormat format: String, _ arguments: CVarArg...) {
        self = withVaList(arguments) { list in
            var buffer = [CChar](repeating: 0, count: 64)
            let needed = Int(vsnprintf(&buffer, buffer.count, format, list))
            // vsnprintf says how many bytes the whole text takes (without its NUL); negative on an
            // encoding error, which a format of numbers cannot cause.
            guard needed > 0 else { return "" }
            if needed >= buffer.count {
                buffer = [CChar](repeating: 0, count: needed + 1)
                _ = withVaList(arguments) { again in vsnprintf(&buffer, buffer.count, format, again) }
            }
            return String(decoding: buffer.prefix(needed).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }
}
