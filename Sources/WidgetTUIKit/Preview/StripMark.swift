/// A mark of the timeline strip. One table (`rows`) gives each its character and meaning: the strip
/// draws from it and the help's legend is written from it, so the two cannot drift apart.
enum StripMark: Int, CaseIterable, Sendable {
    /// In the order of `rows`.
    case entry, night, late, skipped, reload, policyReload, position

    /// The character drawn and what it means, in the legend's order, which is also their priority.
    static let rows: [(mark: StripMark, symbol: Character, meaning: String)] = [
        (.entry, "·", "entry"),
        (.night, "░", "night"),
        (.late, "~", "late"),
        (.skipped, "x", "skipped"),
        (.reload, "R", "reload"),
        (.policyReload, ">", "next timeline"),
        (.position, "◆", "now"),
    ]

    var symbol: Character { Self.rows[priority].symbol }

    /// Where several marks fall in one cell, the one drawn: the later in `rows`, so the position
    /// wins, then the next timeline and what iOS did (a reload, a skipped or late entry), then the
    /// kind of entry. The cases are declared in that order: the strip compares priorities for
    /// every entry drawn, and searching `rows` for each was most of the strip's time.
    var priority: Int { rawValue }

    /// `strip: · entry  ░ night  ...`: the help's one line about the marks.
    static var legend: String {
        "strip: " + rows.map { "\($0.symbol) \($0.meaning)" }.joined(separator: "  ")
    }
}
