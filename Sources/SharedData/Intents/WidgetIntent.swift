/// A widget button's App Intent, as `Button(intent:)` runs it: its name, the durable write it makes
/// (nil when it only changes what is shown) and the processes allowed to run it.
public struct WidgetIntent: Equatable, Sendable {
    public let name: String
    /// The button's label.
    public let title: String
    public let write: DurableWrite?
    public var allowedExecutionTargets: ExecutionTargets

    public init(name: String, title: String, write: DurableWrite?, allowedExecutionTargets: ExecutionTargets) {
        self.name = name
        self.title = title
        self.write = write
        self.allowedExecutionTargets = allowedExecutionTargets
    }

    /// How much one meal raises `valueA`.
    public static let mealSize = 10.0

    /// Works whether or not the app is warm, and never in the widget extension.
    public static func feed(_ pet: Int) -> WidgetIntent {
        WidgetIntent(name: "feed", title: "Feed", write: .feed(pet: pet, amount: mealSize),
                     allowedExecutionTargets: [.main, .appIntentsExtension])
    }

    /// Only the app writes it: a cold app is launched in the background.
    public static func pet(_ pet: Int) -> WidgetIntent {
        WidgetIntent(name: "pet", title: "Pet", write: .react(pet: pet), allowedExecutionTargets: .main)
    }

    /// Display only: asks for a new timeline and writes nothing, so it may stay in the widget extension.
    public static let refresh = WidgetIntent(name: "refresh", title: "Refresh", write: nil,
                                             allowedExecutionTargets: .widgetKitExtension)

    public static let names = ["feed", "pet", "refresh"]

    /// The intent called `name`, for the pet at index `pet` where it takes one.
    public static func named(_ name: String, pet: Int) -> WidgetIntent? {
        switch name {
        case "feed": feed(pet)
        case "pet": Self.pet(pet)
        case "refresh": refresh
        default: nil
        }
    }

    /// The widget's buttons in focus order: Feed and Pet for each pet, then Refresh.
    public static func buttons(petCount: Int) -> [WidgetIntent] {
        (0..<max(0, petCount)).flatMap { [feed($0), pet($0)] } + [refresh]
    }
}
