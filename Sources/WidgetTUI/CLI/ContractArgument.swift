import SharedData

/// `--contract pets|generic`, as `doctor` and `check` take it: what to hold the group's data to,
/// instead of deciding from whether the suite holds the pet widget's `items`.
enum ContractArgument {
    static let spec = OptionSpec.choice("--contract", DataContract.allCases.map(\.rawValue),
                                        "hold the data to the pet widget's keys, or list another app's keys\n"
                                            + "(default: pets when the suite holds items, else generic)")

    static func parse(_ arguments: inout Arguments) throws -> DataContract? {
        try arguments.choice(spec, DataContract.init(rawValue:))
    }
}
