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

    /// What the widget extension makes of a suite it cannot read: nothing, and one problem
    /// saying why, against every key.
    public static func unreadable(_ error: DefaultsError, file: String) -> DecodedPetWidgetData {
        let problem = DataProblem(file: file, key: "(all keys)", message: error.reason,
                                  defaultUsed: "no pets, the documented quiet hours and no streak")
        return DecodedPetWidgetData(data: empty, problems: [problem])
    }
}
