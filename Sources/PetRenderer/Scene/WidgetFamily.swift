/// The home-screen widget sizes, named as WidgetKit names them.
public enum WidgetFamily: String, CaseIterable, Sendable, Codable {
    case systemSmall
    case systemMedium
    case systemLarge

    /// The short name used on the command line.
    public var shortName: String {
        switch self {
        case .systemSmall: "small"
        case .systemMedium: "medium"
        case .systemLarge: "large"
        }
    }

    /// Accepts `small`, `systemSmall`, and so on.
    public init?(argument: String) {
        guard let family = WidgetFamily.allCases.first(where: { $0.shortName == argument || $0.rawValue == argument }) else {
            return nil
        }
        self = family
    }
}
