import WidgetTUIKit

extension RecordMode {
    static let option = OptionSpec.choice("--record", allCases.map(\.rawValue), placeholder: "MODE", """
        missing: record absent snapshots; failed: also re-record those that
        differ; all: re-record every one (default: \(environmentVariable), else never)
        """)

    /// `--record`, else the `WIDGET_TUI_RECORD` environment variable, else `never`.
    static func resolve(_ arguments: inout Arguments, environment: ProcessEnvironment) throws -> RecordMode {
        if let mode = try arguments.choice(option, RecordMode.init(rawValue:)) { return mode }
        guard let text = environment[environmentVariable], !text.isEmpty else { return .never }
        guard let mode = RecordMode(rawValue: text) else {
            throw CLIError.usage("\(environmentVariable)='\(text.shown)' is not one of \(allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return mode
    }
}
