/// What a key asks the preview to do.
enum PreviewAction: CaseIterable, Sendable {
    case previousEntry, nextEntry, back12, forward12, firstEntry, lastEntry
    case togglePause, faster, slower, live, toggleExactTime
    case nextFamily, nextRenderingMode, toggleAppearance, nextDayNightChange
    case reload, toggleSimulatedDelivery, toggleHelp, quit
}

/// One row of the key table: the keys, how the help names them, what they do.
struct KeyBinding: Sendable {
    let keys: [Key]
    let label: String
    let action: PreviewAction
    let help: String

    /// Every key of the preview, in the order the help overlay and the README list them.
    static let all: [KeyBinding] = [
        KeyBinding(keys: [.left], label: "Left", action: .previousEntry, help: "previous entry"),
        KeyBinding(keys: [.right], label: "Right", action: .nextEntry, help: "next entry"),
        KeyBinding(keys: [.up, .pageUp], label: "Up, PgUp", action: .back12, help: "12 entries back"),
        KeyBinding(keys: [.down, .pageDown], label: "Down, PgDn", action: .forward12, help: "12 entries forward"),
        KeyBinding(keys: [.home], label: "Home", action: .firstEntry, help: "first entry"),
        KeyBinding(keys: [.end], label: "End", action: .lastEntry, help: "last entry"),
        KeyBinding(keys: [.character(" ")], label: "Space", action: .togglePause, help: "pause / resume"),
        KeyBinding(keys: [.character("+"), .character("=")], label: "+", action: .faster, help: "faster: 1x 5x 60x 300x"),
        KeyBinding(keys: [.character("-"), .character("_")], label: "-", action: .slower, help: "slower"),
        KeyBinding(keys: [.character("l")], label: "l", action: .live, help: "live: now, at 1x"),
        KeyBinding(keys: [.character("e")], label: "e", action: .toggleExactTime,
                   help: "exact time instead of the entry iOS shows"),
        KeyBinding(keys: [.character("f")], label: "f", action: .nextFamily, help: "next family"),
        KeyBinding(keys: [.character("m")], label: "m", action: .nextRenderingMode, help: "next rendering mode"),
        KeyBinding(keys: [.character("a")], label: "a", action: .toggleAppearance, help: "light / dark"),
        KeyBinding(keys: [.character("n")], label: "n", action: .nextDayNightChange, help: "next day/night change"),
        KeyBinding(keys: [.character("r")], label: "r", action: .reload, help: "reload (reloadTimelines)"),
        KeyBinding(keys: [.character("s")], label: "s", action: .toggleSimulatedDelivery,
                   help: "simulated delivery: late and skipped entries"),
        KeyBinding(keys: [.character("?"), .function(1)], label: "?, F1", action: .toggleHelp, help: "this help"),
        KeyBinding(keys: [.character("q"), .escape], label: "q, Esc", action: .quit, help: "quit"),
    ]

    static func action(for key: Key) -> PreviewAction? {
        all.first { $0.keys.contains(key) }?.action
    }
}
