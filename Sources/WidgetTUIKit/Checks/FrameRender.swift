import Essentials

/// Draws the frame for a date, as bytes that differ whenever the picture does (pixels and colours).
typealias FrameRender = (Date) -> [UInt8]

/// `12 of 2176 bytes differ`, or the two sizes.
func byteDifference(_ a: [UInt8], _ b: [UInt8]) -> String {
    guard a.count == b.count else { return "\(a.count) bytes against \(b.count)" }
    return "\(zip(a, b).filter { $0 != $1 }.count) of \(a.count) bytes differ"
}
