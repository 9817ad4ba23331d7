import WidgetTUIKit

extension RecordMode {
    /// `--record`, else the `WIDGET_TUI_RECORD` environment variable, else `never`.
    static func resolve(option: String?, environment: [String: String]) throws -> RecordMode {
        let names = allCases.map(\.rawValue).joined(separator: ", ")
        if let option {
            guard let mode = RecordMode(rawValue: option) else { throw CLIError.usage("--record: '\(option)' is not one of \(names)") }
            return mode
        }
        guard let text = environment[environmentVariable], !text.isEmpty else { return .never }
        guard let mode = RecordMode(rawValue: text) else {
            throw CLIError.usage("\(environmentVariable)='\(text)' is not one of \(names)")
        }
        return mode
    }
}
