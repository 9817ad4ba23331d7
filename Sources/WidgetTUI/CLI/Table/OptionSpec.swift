import SharedData

/// One option as the command table declares it: the parser takes its name from here, and help,
/// "did you mean" and the shell completions show it from here.
struct OptionSpec: Sendable {
    enum Arity: Equatable, Sendable {
        /// `--json`
        case flag
        /// `--now DATE` or `--now=DATE`
        case value
        /// `--simulator [UDID]`: bare, or with a value that is not option-like.
        case optionalValue
    }

    let name: String
    let arity: Arity
    /// The value as help shows it: `DATE`, `small|medium|large`; empty for a flag.
    let placeholder: String
    let completion: ValueCompletion
    /// What it does; the first line is also the one-line description shells show.
    var help: String { describe() }
    /// Builds `help` when help or the completions ask: some texts list the table's values (the
    /// surfaces, the devices with a Dynamic Island), work that a command which only parses its
    /// options need not do; `render`'s `--surface` text was a few percent of a render.
    private var describe: @Sendable () -> String
    /// Given more than once, every value counts (`--entitlements`, `--family` of `snapshot`).
    var isRepeatable = false
    /// The command cannot run without it (`snapshot --out DIR`).
    var isRequired = false

    static func flag(_ name: String, _ help: @autoclosure @escaping @Sendable () -> String) -> OptionSpec {
        OptionSpec(name: name, arity: .flag, placeholder: "", completion: .none, describe: help)
    }

    static func value(_ name: String, _ placeholder: String, _ help: @autoclosure @escaping @Sendable () -> String,
                      completion: ValueCompletion = .none) -> OptionSpec {
        OptionSpec(name: name, arity: .value, placeholder: placeholder, completion: completion, describe: help)
    }

    /// An option whose value is one of `values`; help shows them joined by `|` unless `placeholder` is given.
    static func choice(_ name: String, _ values: [String], placeholder: String? = nil,
                       _ help: @autoclosure @escaping @Sendable () -> String) -> OptionSpec {
        OptionSpec(name: name, arity: .value, placeholder: placeholder ?? values.concatenated(separator: "|"),
                   completion: .choices(values), describe: help)
    }

    static func optionalValue(_ name: String, _ placeholder: String, _ help: @autoclosure @escaping @Sendable () -> String) -> OptionSpec {
        OptionSpec(name: name, arity: .optionalValue, placeholder: placeholder, completion: .none, describe: help)
    }

    var repeatable: OptionSpec { with { $0.isRepeatable = true } }
    var required: OptionSpec { with { $0.isRequired = true } }

    /// The same option described for another command (`verify --colors` colours its crops).
    func described(_ help: @autoclosure @escaping @Sendable () -> String) -> OptionSpec { with { $0.describe = help } }

    /// The values a choice option accepts; empty for any other.
    var choices: [String] {
        if case let .choices(values) = completion { values } else { [] }
    }

    /// `--now DATE`, `--simulator [UDID]`, `--json`.
    var usageName: String {
        switch arity {
        case .flag: name
        case .value: "\(name) \(placeholder)"
        case .optionalValue: "\(name) [\(placeholder)]"
        }
    }

    /// The first line of `help`.
    var summary: String { String(help.prefix { $0 != "\n" }) }

    private func with(_ change: (inout OptionSpec) -> Void) -> OptionSpec {
        var copy = self
        change(&copy)
        return copy
    }
}
