/// Index of a colour in a `Palette`; a canvas stores one per pixel.
public typealias PaletteIndex = UInt8

/// A fixed, ordered list of colours. Conversions (terminal colours, letters) are done once
/// per entry here, never per pixel.
public struct Palette: Equatable, Sendable {
    /// Letters that name entries in snapshot text, in index order.
    public static let letters: [Character] = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    public static let maxCount = letters.count

    public private(set) var colors: [RGB]

    public init(_ colors: [RGB]) {
        precondition(colors.count <= Palette.maxCount, "a palette holds at most \(Palette.maxCount) colours")
        self.colors = colors
    }

    public var count: Int { colors.count }
    public subscript(index: PaletteIndex) -> RGB { colors[Int(index)] }

    public static func letter(for index: PaletteIndex) -> Character { letters[Int(index)] }

    /// Inverse of `letter(for:)`.
    public static func index(of letter: Character) -> PaletteIndex? {
        letters.firstIndex(of: letter).map { PaletteIndex($0) }
    }

    /// The same entries with each colour transformed (night, dark appearance, rendering modes).
    public func mapped(_ transform: (RGB) -> RGB) -> Palette {
        Palette(colors.map(transform))
    }
}
