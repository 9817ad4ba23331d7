/// What a key asks the preview to do.
enum PreviewAction: CaseIterable, Sendable {
    case previousEntry, nextEntry, back12, forward12, firstEntry, lastEntry
    case togglePause, faster, slower, live, toggleExactTime
    case nextFamily, nextSurface, nextRenderingMode, toggleAppearance, nextDayNightChange
    case reload, toggleSimulatedDelivery
    case nextButton, previousButton, pressButton, toggleApp
    case toggleFullText, toggleHelp, quit
}

/// Keys and the action they ask for.
struct KeyBinding: Sendable {
    let keys: [Key]
    let action: PreviewAction

    /// Every key of the preview, in help order.
    static let all: [KeyBinding] = KeyHelp.rows.flatMap(\.bindings)

    static func action(for key: Key) -> PreviewAction? {
        all.first { $0.keys.contains(key) }?.action
    }
}

/// A row of the key table, as the help overlay and the README list it: one binding, or two
/// opposite ones on one row (`Left / Right`), so the help fits a 24-row terminal.
struct KeyHelp: Sendable {
    let label: String
    let help: String
    let bindings: [KeyBinding]

    init(_ label: String, _ help: String, _ bindings: ([Key], PreviewAction)...) {
        self.label = label
        self.help = help
        self.bindings = bindings.map { KeyBinding(keys: $0.0, action: $0.1) }
    }

    static let rows: [KeyHelp] = [
        KeyHelp("Left / Right", "previous / next entry", ([.left], .previousEntry), ([.right], .nextEntry)),
        KeyHelp("Up / Down", "12 entries back / forward (also PgUp / PgDn)",
                ([.up, .pageUp], .back12), ([.down, .pageDown], .forward12)),
        KeyHelp("Home / End", "first / last entry", ([.home], .firstEntry), ([.end], .lastEntry)),
        KeyHelp("Space", "pause / resume", ([.character(" ")], .togglePause)),
        KeyHelp("+ / -", "faster / slower: 1x 5x 60x 300x",
                ([.character("+"), .character("=")], .faster), ([.character("-"), .character("_")], .slower)),
        KeyHelp("l", "live: now, at 1x", ([.character("l")], .live)),
        KeyHelp("e", "exact time instead of the entry iOS shows", ([.character("e")], .toggleExactTime)),
        KeyHelp("f", "next family", ([.character("f")], .nextFamily)),
        KeyHelp("v", "next view: home widget, Live Activity views", ([.character("v")], .nextSurface)),
        KeyHelp("m", "next rendering mode", ([.character("m")], .nextRenderingMode)),
        KeyHelp("a", "light / dark", ([.character("a")], .toggleAppearance)),
        KeyHelp("n", "next day/night change", ([.character("n")], .nextDayNightChange)),
        KeyHelp("r", "reload (reloadTimelines)", ([.character("r")], .reload)),
        KeyHelp("s", "simulated delivery: late and skipped entries", ([.character("s")], .toggleSimulatedDelivery)),
        KeyHelp("b / B", "focus the next / previous widget button",
                ([.character("b")], .nextButton), ([.character("B")], .previousButton)),
        KeyHelp("Enter", "press the focused button: run its App Intent", ([.enter], .pressButton)),
        KeyHelp("w", "app cold / warm: who runs a pressed button", ([.character("w")], .toggleApp)),
        KeyHelp("i", "full text of the message and of every value", ([.character("i")], .toggleFullText)),
        KeyHelp("?, F1", "this help", ([.character("?"), .function(1)], .toggleHelp)),
        KeyHelp("q, Esc", "quit (Esc first closes an overlay, then leaves buttons)", ([.character("q"), .escape], .quit)),
    ]
}
