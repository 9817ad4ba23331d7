import PetRenderer

/// `--device WxH`: a row of the HIG's widget-size table, as the render options and `doctor` take it.
enum DeviceArgument {
    static func parse(_ text: String) throws -> DeviceSize {
        guard let device = DeviceSize(argument: text) else {
            let rows = DeviceSize.all.map { "\($0.screenWidth)x\($0.screenHeight)" }.joined(separator: ", ")
            throw CLIError.usage("--device: '\(text.shown)' is not a row of the HIG table (\(rows))")
        }
        return device
    }
}
