import Essentials
import SharedData
import PetRenderer

extension PreviewState {
    /// Moves `delta` entries from the scheduled one and pauses there.
    mutating func scrub(by delta: Int) {
        guard let entries = content?.timeline.entries, !entries.isEmpty else { return message = .warning("no timeline yet") }
        guard let current = content?.timeline.entry(at: simulatedNow)?.index else {
            if delta > 0 { return scrub(toIndex: delta - 1) }
            return message = .info("before the first entry: iOS shows the placeholder")
        }
        scrub(toIndex: min(max(current + delta, 0), entries.count - 1), from: current)
    }

    /// Goes to entry `index` and pauses there. With simulated delivery the clock stops when the
    /// entry would arrive, so a late entry is seen late and a skipped one not at all.
    mutating func scrub(toIndex index: Int, from current: Int? = nil) {
        guard let timeline = content?.timeline, timeline.entries.indices.contains(index) else {
            return message = .warning("no timeline yet")
        }
        if index == current {
            if content?.generic != nil { return message = .info("the only entry: the next comes with the app's write and reload") }
            return message = .info(index == 0 ? "first entry" : "last entry; the next timeline: "
                + PreviewStatus.policy(timeline, reference: simulatedNow, zone: settings.timeZone))
        }
        let wasPlaying = !clock.isPaused
        let entry = timeline.entries[index]
        // Counted from 0, as the status line, `timeline`, `--entry` and snapshot names count;
        // written only for a message, which a step of a paused preview does not have.
        var name: String { "entry \(index) of \(timeline.entries.count)" }
        switch simulatesDelivery ? SimulatedDelivery.fate(of: index, in: timeline) : .onTime {
        case .onTime:
            clock.pause(at: entry.date, wall: wallNow)
            message = wasPlaying ? .info("paused at \(name): Space resumes, l goes live") : nil
        case .late(let delay):
            clock.pause(at: entry.date.addingTimeInterval(delay), wall: wallNow)
            message = .info("\(name) arrived \(String(cFormat: "%.1f", delay)) s late, drawn for its own date \(dateText(entry.date))")
        case .skipped:
            clock.pause(at: entry.date, wall: wallNow)
            let stays = shown.entry.map { "entry \($0.index) stays on screen" } ?? "the placeholder stays"
            message = .warning("\(name) skipped by the system (simulated): \(stays)")
        }
    }
}
