/// Whose data a group's suite holds, which decides what `doctor` and `check` hold it to.
public enum DataContract: String, CaseIterable, Sendable {
    /// The pet widget's: `items`, `quietHours` and `streakDays` (`PetWidgetData`).
    case pets
    /// Another app's, a home_widget app's for one: plain values and image paths, whose meaning
    /// only that app's widget knows.
    case generic

    /// The contract a suite is held to, given on the command line or decided from the data, and why.
    public struct Choice: Equatable, Sendable {
        public let contract: DataContract
        /// Whether `--contract` chose it.
        public let given: Bool
        /// Why this contract, for messages: "the suite has no items key, ...", "--contract generic".
        public let reason: String

        /// `given`, else the pet widget's when the suite holds `items`, the key only it writes.
        public init(given: DataContract?, values: PlistDictionary) {
            if let given {
                contract = given
                self.given = true
                reason = "--contract \(given.rawValue)"
            } else if values[PetWidgetData.itemsKey] != nil {
                contract = .pets
                self.given = false
                reason = "the suite holds the pet widget's \(PetWidgetData.itemsKey) key"
            } else {
                contract = .generic
                self.given = false
                reason = "the suite has no \(PetWidgetData.itemsKey) key, so it holds another app's data, not the pet widget's"
            }
        }
    }
}
