import WidgetTUIKit

/// The sequences the terminal's terminfo entry gives the preview's keys, for `KeyDecoder`.
enum TerminfoKeys {
    /// The terminfo capabilities of the keys the preview has.
    static let capabilities: [(name: String, key: Key)] =
        [("kcub1", .left), ("kcuf1", .right), ("kcuu1", .up), ("kcud1", .down), ("kpp", .pageUp), ("knp", .pageDown),
         ("khome", .home), ("kend", .end), ("kent", .enter)] + (1...12).map { ("kf\($0)", .function($0)) }

    /// Each key's sequence that `lookup` (`tigetstr`) gives; a key the entry lacks has none.
    static func sequences(_ lookup: (String) -> String?) -> [String: Key] {
        var sequences: [String: Key] = [:]
        for (name, key) in capabilities {
            if let sequence = lookup(name), sequences[sequence] == nil { sequences[sequence] = key }
        }
        return sequences
    }
}
