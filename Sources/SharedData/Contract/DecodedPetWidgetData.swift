/// The data contract's decoded values, with every problem met on the way.
public struct DecodedPetWidgetData: Equatable, Sendable {
    public var data: PetWidgetData
    public var problems: [DataProblem]

    public init(data: PetWidgetData, problems: [DataProblem]) {
        self.data = data
        self.problems = problems
    }

    /// What the widget shows when nothing can be read: no pets, the documented quiet hours, no streak.
    public static let empty = PetWidgetData(pets: [], quietHours: nil, streakDays: 0)
}
