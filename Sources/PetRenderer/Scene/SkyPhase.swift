/// The sky's colours by local time of day; quiet hours always show the night sky.
public enum SkyPhase: String, CaseIterable, Sendable, Codable {
    case dawn
    case day
    case dusk
    case night

    /// Dawn 05-08, day 08-17, dusk 17-20, night otherwise.
    static func at(secondsOfDay seconds: Double, isNight: Bool) -> SkyPhase {
        if isNight { return .night }
        switch seconds / 3600 {
        case 5..<8: return .dawn
        case 8..<17: return .day
        case 17..<20: return .dusk
        default: return .night
        }
    }

    var top: ScenePalette.Slot {
        switch self {
        case .dawn: .skyDawnTop
        case .day: .skyDayTop
        case .dusk: .skyDuskTop
        case .night: .skyNightTop
        }
    }

    var bottom: ScenePalette.Slot {
        switch self {
        case .dawn: .skyDawnBottom
        case .day: .skyDayBottom
        case .dusk: .skyDuskBottom
        case .night: .skyNightBottom
        }
    }
}
