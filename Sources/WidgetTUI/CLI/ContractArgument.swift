import SharedData

/// `--contract pets|generic`, as `doctor` and `check` take it: what to hold the group's data to,
/// instead of deciding from whether the suite holds the pet widget's `items`.
enum ContractArgument {
    static let usage = """
      --contract pets|generic   hold the data to the pet widget's keys, or list another app's keys
                                (default: pets when the suite holds items, else generic)
    """

    static func parse(_ arguments: inout Arguments) throws -> DataContract? {
        guard let text = try arguments.option("--contract") else { return nil }
        guard let contract = DataContract(rawValue: text) else {
            throw CLIError.usage("--contract: '\(text)' is not pets or generic")
        }
        return contract
    }
}
