import Essentials
import PetRenderer

extension NightSchedule {
    /// The next `count` moments after `date` at which night (quiet hours) begins or ends, in
    /// order; empty when quiet hours start and end at the same minute.
    func changes(after date: Date, count: Int = 4) -> [Date] {
        guard quietHours.start != quietHours.end else { return [] }
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
}
