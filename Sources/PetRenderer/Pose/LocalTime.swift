import Essentials

/// Wall-clock time in a zone, by arithmetic on the zone's offset (no Calendar in the hot path).
enum LocalTime {
    static let secondsPerDay = 86_400.0

    /// Seconds since local midnight, `0..<86400`.
    static func secondsOfDay(_ date: Date, in zone: RenderZone) -> Double {
        let local = date.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: date))
        return positiveRemainder(local, secondsPerDay)
    }
}
