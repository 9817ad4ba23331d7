/// Colour pairs by (foreground, background) colour number. ncurses' `alloc_pair` recycles the
/// oldest pair once COLOR_PAIRS run out, which silently recolours cells already on screen; this
/// cache instead starts over (`reset_color_pairs`) and lets the caller redraw everything.
struct ColorPairCache {
    struct Colors: Hashable, Sendable {
        var foreground: Int32
        var background: Int32
    }

    /// Pairs available besides pair 0, the terminal's default colours.
    let capacity: Int
    private var pairs: [Colors: Int32] = [:]

    init(capacity: Int) { self.capacity = max(0, capacity) }

    var count: Int { pairs.count }

    /// The pair for `colors`. When every pair is taken, calls `reset` and forgets them all first.
    /// A failed allocation (negative) falls back to pair 0.
    mutating func pair(for colors: Colors, reset: () -> Void, allocate: (Colors) -> Int32) -> Int32 {
        if colors.foreground == CursesColorNumber.terminalDefault && colors.background == CursesColorNumber.terminalDefault {
            return 0
        }
        if let pair = pairs[colors] { return pair }
        guard capacity > 0 else { return 0 }
        if pairs.count >= capacity {
            reset()
            pairs.removeAll(keepingCapacity: true)
        }
        let pair = allocate(colors)
        guard pair > 0 else { return 0 }
        pairs[colors] = pair
        return pair
    }
}
