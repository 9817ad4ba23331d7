import Essentials
import PetRenderer

extension PreviewState {
    /// What each key does (see `KeyBinding.all`), and the work it asks for.
    mutating func press(_ key: Key) -> [PreviewEffect] {
        if showsHelp || showsFullText, key == .escape {
            showsHelp = false
            showsFullText = false
            return []
        }
        if showsHelp, let offset = helpScrolled(by: key) {
            helpScroll = offset
            return []
        }
        if focusedButton != nil, key == .escape {
            leaveButtons()
            return []
        }
        guard let action = KeyBinding.action(for: key) else { return [] }
        switch action {
        case .previousEntry: scrub(by: -1)
        case .nextEntry: scrub(by: 1)
        case .back12: scrub(by: -12)
        case .forward12: scrub(by: 12)
        case .firstEntry: scrub(toIndex: 0)
        case .lastEntry: scrub(toIndex: (content?.timeline.entries.count ?? 0) - 1)
        case .togglePause:
            clock.togglePause(wall: wallNow)
            message = .info(clock.isPaused ? "paused" : "playing at \(clock.speed)x")
        case .faster, .slower:
            let faster = action == .faster
            message = .info(clock.changeSpeed(faster: faster, wall: wallNow)
                ? "speed \(clock.speed)x" : "already at the \(faster ? "highest" : "lowest") speed, \(clock.speed)x")
        case .live:
            return goLive()
        case .toggleExactTime:
            showsExactTime.toggle()
            message = .info(showsExactTime
                ? "exact time: drawn for the clock's moment, not the entry iOS would show"
                : "entry time: drawn for the entry iOS would show, as on the device")
        case .nextFamily:
            settings.family = settings.family.cycled()
            message = .info("family \(settings.family.rawValue)")
        case .nextSurface:
            surface = surface.next(on: settings.device)
            message = .info("view: \(surfaceName), \(surfacePoints)")
        case .nextRenderingMode:
            settings.renderingMode = settings.renderingMode.cycled()
            message = .info("rendering mode \(settings.renderingMode.rawValue)"
                + (settings.renderingMode == .accented ? ": the system's background, " + Self.accentedImages(settings.accentedImages) : ""))
        case .toggleAppearance:
            settings.appearance = settings.appearance.cycled()
            message = .info("appearance \(settings.appearance.rawValue)")
        case .nextDayNightChange:
            return jumpToNextDayNightChange()
        case .reload:
            return [build(at: simulatedNow, reason: .reloadKey)]
        case .toggleSimulatedDelivery:
            simulatesDelivery.toggle()
            message = .info(simulatesDelivery
                ? "simulated delivery: some entries arrive late or are skipped (the same ones every run)"
                : "simulated delivery off: every entry on time")
        case .nextButton: moveButtonFocus(by: 1)
        case .previousButton: moveButtonFocus(by: -1)
        case .pressButton: return pressFocusedButton()
        case .toggleApp: toggleApp()
        case .toggleFullText:
            showsFullText.toggle()
            showsHelp = false
        case .toggleHelp:
            showsHelp.toggle()
            helpScroll = 0
            showsFullText = false
        case .quit:
            exit = .quit
        }
        return []
    }

    /// Where the help's rows stand after `key`, when the help scrolls and `key` scrolls it; nil for
    /// a key that does what it always does.
    private func helpScrolled(by key: Key) -> Int? {
        let box = HelpOverlay.layout(for: terminalSize)
        guard box.scrolls else { return nil }
        let current = min(helpScroll, box.lastOffset)
        let moved: Int
        switch key {
        case .up: moved = current - 1
        case .down: moved = current + 1
        case .pageUp: moved = current - box.visible
        case .pageDown: moved = current + box.visible
        case .home: moved = 0
        case .end: moved = box.lastOffset
        default: return nil
        }
        return min(max(moved, 0), box.lastOffset)
    }

    /// What the accented mode does with the widget's images, and the option that says so.
    private static func accentedImages(_ mode: WidgetAccentedRenderingMode?) -> String {
        let drawn = switch mode {
        case nil, .accented?: "images as silhouettes"
        case .desaturated?, .accentedDesaturated?: "images' luminance as their opacity"
        case .fullColor?: "images in their own colours"
        }
        return "\(drawn) (--accented-images \(mode.name))"
    }

    /// Back to the wall clock at 1x; a timeline that does not cover now is replaced, as a jump.
    private mutating func goLive() -> [PreviewEffect] {
        clock = .live(at: wallNow)
        message = .info("live")
        guard let timeline = content?.timeline else { return [] }
        let covered = timeline.entries.first.map { $0.date <= wallNow } ?? false
        let stale = timeline.reloadDate.map { $0 < wallNow } ?? false
        return !covered || stale ? [build(at: wallNow, reason: .jump)] : []
    }

    /// `n`: to the first entry after the next day/night change; past the timeline's end, the clock
    /// jumps there and a new timeline starts at that moment.
    private mutating func jumpToNextDayNightChange() -> [PreviewEffect] {
        guard let content else {
            message = .warning("no timeline yet")
            return []
        }
        let now = simulatedNow
        if content.generic != nil {
            message = .info("another app's widget: widget-tui knows no day or night of it, only its data")
            return []
        }
        guard let change = content.dayNightChanges.first(where: { $0 > now }) else {
            message = .warning("no day/night change known after \(dateText(now))")
            return []
        }
        let becoming = content.night.isNight(at: change) ? "night" : "day"
        guard let index = content.timeline.entries.firstIndex(where: { $0.date >= change }) else {
            clock.pause(at: change, wall: wallNow)
            message = .info("\(becoming) from \(dateText(change)), past this timeline's end")
            return [build(at: change, reason: .jump)]
        }
        scrub(toIndex: index)
        message = .info(["\(becoming) from \(dateText(change))", message?.text].compactMap { $0 }.joined(separator: ": "))
        return []
    }
}

extension CaseIterable where Self: Equatable, AllCases.Index == Int {
    /// The next case, wrapping around.
    func cycled() -> Self {
        let all = Self.allCases
        let i = all.firstIndex(of: self) ?? 0
        return all[(i + 1) % all.count]
    }
}
