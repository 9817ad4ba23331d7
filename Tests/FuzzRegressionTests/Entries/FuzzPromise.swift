import Foundation

/// The promises every reader of outside data keeps, as the fuzz targets check them: an error names
/// the file it is about, and a place it names (a byte offset, a line) is in the file.
enum FuzzPromise {
    /// nil when `error`'s message names `file`.
    static func names(_ file: String, _ error: some Error & CustomStringConvertible) -> String? {
        error.description.contains(file) ? nil : "an error that does not name the file \(file): \(error)"
    }

    /// nil when `offset` (nil: none) is at most the end of `data`.
    static func within(_ data: Data, offset: Int?, _ what: some CustomStringConvertible) -> String? {
        (offset ?? 0) <= data.count ? nil : "byte \(offset ?? 0) is past the end of the \(data.count)-byte file: \(what)"
    }

    /// nil when `line` (nil: none) is from 1 to the last line of `data`.
    static func within(_ data: Data, line: Int?, _ what: some CustomStringConvertible) -> String? {
        within(lines: lines(in: data), line: line, what)
    }

    /// nil when `line` (nil: none) is from 1 to `lines`.
    static func within(lines: Int, line: Int?, _ what: some CustomStringConvertible) -> String? {
        guard let line else { return nil }
        return (1...lines).contains(line) ? nil : "line \(line) is not one of the file's \(lines) lines: \(what)"
    }

    /// The lines of `data` read as UTF-8: a final line break starts a line, and any character
    /// Unicode calls a line break may end one.
    static func lines(in data: Data) -> Int {
        let breaks: Set<UInt32> = [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029]
        return 1 + String(decoding: data, as: UTF8.self).unicodeScalars.filter { breaks.contains($0.value) }.count
    }
}
