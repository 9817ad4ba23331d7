import Essentials
import PetRenderer

extension NightSchedule {
    /// The next `count` moments after `date` at which night (quiet hours) begins or ends, in
    /// order; empty when quiet hours start and end at the same minute.
    func changes(after date: Date, count: Int = 4) -> [Date] {
        guard quietHours.start != quietHours.end else { return [] }
        if zone.isUTC { return utcChanges(after: date, count: count) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        var found: [Date] = []
        var cursor = date
        while found.count < count {
            let next = [quietHours.start, quietHours.end].compactMap {
                calendar.nextDate(after: cursor, matching: DateComponents(hour: $0.hour, minute: $0.minute, second: 0),
                                  matchingPolicy: .nextTime)
            }.min()
            guard let next else { break }
            found.append(next)
            cursor = next
        }
        return found
    }

    /// In UTC every day has 86,400 seconds, so each change is its day's start plus its minutes:
    /// whole seconds, as `Calendar` gives them.
    private func utcChanges(after date: Date, count: Int) -> [Date] {
        let day = 86_400.0
        var found: [Date] = []
        var cursor = date.timeIntervalSince1970
        while found.count < count {
            let dayStart = (cursor / day).rounded(.down) * day
            let next = [quietHours.start, quietHours.end].map { time -> Double in
                let candidate = dayStart + Double(time.minutes * 60)
                return candidate > cursor ? candidate : candidate + day
            }.reduce(.infinity, min)
            found.append(Date(timeIntervalSince1970: next))
            cursor = next
        }
        return found
    }
}
