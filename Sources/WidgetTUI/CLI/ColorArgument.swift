import FrameOutput

/// `--colors truecolor|256|16|none`, as `render`, `preview` and `verify` take it.
enum ColorArgument {
    static func parse(_ text: String) throws -> ColorMode {
        guard let mode = ColorMode(rawValue: text) else {
            throw CLIError.usage("--colors: '\(text)' is not truecolor, 256, 16 or none")
        }
        return mode
    }
}
