import SharedData
import WidgetTUIKit

/// One command's command line, parsed against what the command table declares for it. A command
/// asks for its options by their `OptionSpec` and for its positional arguments by their
/// `ArgumentSpec`; asking for one its table row does not declare is a bug (exit 70), and
/// `finish()` rejects whatever no one took, suggesting the nearest declared name.
struct Arguments {
    /// Thrown by `finish()` in parse-only mode: parsing got through and the command stops before it acts.
    struct ParsedOnly: Error {}

    private var items: [String]
    private(set) var path: CommandPath
    /// The option names and argument placeholders the command asked for, so the table's tests can
    /// compare them with what the table declares. A short array: a `Set<String>` cost the run time's
    /// building its generic metadata on every command's start.
    private(set) var asked: [String] = []
    /// Set by the table's tests: `finish()` throws `ParsedOnly` instead of letting the command act.
    var parseOnly = false

    init(_ items: [String], path: CommandPath) {
        self.items = items
        self.path = path
    }

    /// A top-level command's arguments.
    init(_ items: [String], for command: Command) {
        self.init(items, path: CommandPath([command.spec]))
    }

    /// The parent command found its subcommand: from now on its options and arguments are declared too.
    mutating func descend(into subcommand: CommandSpec) {
        path = path.appending(subcommand)
    }

    // MARK: Options

    /// Removes `--name` and reports whether it was there.
    mutating func flag(_ option: OptionSpec) throws -> Bool {
        try declare(option)
        guard items.contains(option.name) else { return false }
        items.removeAll { $0 == option.name }
        return true
    }

    /// Removes `--name VALUE` or `--name=VALUE`; the last one wins when repeated.
    mutating func value(_ option: OptionSpec) throws -> String? {
        try declare(option)
        return try take(option).last
    }

    /// Removes every `--name VALUE` / `--name=VALUE`, in order.
    mutating func values(_ option: OptionSpec) throws -> [String] {
        try declare(option)
        return try take(option)
    }

    /// A value the command cannot run without: `snapshot needs --out DIR`.
    mutating func required(_ option: OptionSpec) throws -> String {
        try declare(option, required: true)
        guard let value = try take(option).last else { throw CLIError.usage("\(path.words) needs \(option.usageName)") }
        return value
    }

    /// Removes `--name [VALUE]`, where the value may be omitted: nil when absent, `.some(nil)` when given bare.
    mutating func optionalValue(_ option: OptionSpec) throws -> String?? {
        try declare(option)
        let name = option.name
        if let i = items.firstIndex(where: { $0.hasPrefix(name + "=") }) {
            let value = String(items[i].dropFirst(name.count + 1))
            items.remove(at: i)
            return .some(value)
        }
        guard let i = items.firstIndex(of: name) else { return nil }
        if i + 1 < items.count, !Self.isOptionLike(items[i + 1]) {
            let value = items[i + 1]
            items.removeSubrange(i...i + 1)
            return .some(value)
        }
        items.remove(at: i)
        return .some(nil)
    }

    /// The value of a choice option read by `parse`; a value it does not take is a usage error
    /// listing the table's values and the nearest one.
    mutating func choice<T>(_ option: OptionSpec, _ parse: (String) -> T?) throws -> T? {
        try value(option).map { try Self.choose($0, option, parse) }
    }

    /// A repeatable choice option whose values are comma lists (`--family small,large --family medium`):
    /// every value in the order given, without repeats.
    mutating func choiceList<T: Equatable>(_ option: OptionSpec, _ parse: (String) -> T?) throws -> [T] {
        var chosen: [T] = []
        for text in try values(option) {
            for item in try Self.commaList(text, option: option.name) {
                let value = try Self.choose(item, option, parse)
                if !chosen.contains(value) { chosen.append(value) }
            }
        }
        return chosen
    }

    // MARK: Positional arguments

    /// Removes and returns the next argument that is not an option.
    mutating func positional(_ argument: ArgumentSpec) throws -> String? {
        try declare(argument)
        guard let i = items.firstIndex(where: { !Self.isOptionLike($0) }) else { return nil }
        return items.remove(at: i)
    }

    /// A positional argument the command cannot run without: `verify needs DIR (the snapshot folder)`.
    mutating func required(_ argument: ArgumentSpec) throws -> String {
        guard let value = try positional(argument) else {
            var message = "\(path.words) needs \(argument.placeholder) (\(argument.help))"
            if case let .choices(names) = argument.completion { message += ": " + names.joined(separator: ", ") }
            throw CLIError.usage(message)
        }
        return value
    }

    /// A required positional argument that names one of its choices (`intent feed`, `app set`), read
    /// by `parse`; another word is a usage error listing the choices or naming the nearest.
    mutating func requiredChoice<T>(_ argument: ArgumentSpec, _ parse: (String) -> T?) throws -> T {
        try choice(try required(argument), of: argument, parse)
    }

    /// A positional argument already taken (`positional`), required now: for a command whose
    /// argument is optional in one mode (`intent --project` takes none).
    func required<T>(_ text: String?, of argument: ArgumentSpec, _ parse: (String) -> T?) throws -> T {
        guard let text else {
            var message = "\(path.words) needs \(argument.placeholder) (\(argument.help))"
            if case let .choices(names) = argument.completion { message += ": " + names.joined(separator: ", ") }
            throw CLIError.usage(message)
        }
        return try choice(text, of: argument, parse)
    }

    private func choice<T>(_ text: String, of argument: ArgumentSpec, _ parse: (String) -> T?) throws -> T {
        if let value = parse(text) { return value }
        let names = if case let .choices(names) = argument.completion { names } else { [String]() }
        let noun = argument.noun ?? argument.placeholder
        if let near = EditDistance.nearest(to: text, among: names) {
            throw CLIError.usage("unknown \(noun) '\(text.shown)'; did you mean '\(near.shown)'?")
        }
        throw CLIError.usage("unknown \(noun) '\(text.shown)' (\(noun)s: \(names.joined(separator: ", ")))")
    }

    // MARK: The end

    /// Fails on anything no one took, naming the nearest declared option; in parse-only mode,
    /// stops the command here.
    func finish() throws {
        if let first = items.first {
            guard Self.isOptionLike(first) else { throw CLIError.usage("unexpected argument \(first.shown)") }
            let name = String(first.prefix { $0 != "=" })
            if first.contains("="), path.option(named: name)?.arity == .flag {
                throw CLIError.usage("\(name.shown) takes no value")
            }
            throw CLIError.usage("unknown option \(name.shown)" + (Self.suggestion(for: name, in: path).map { "; did you mean \($0)?" } ?? ""))
        }
        if parseOnly { throw ParsedOnly() }
    }

    /// The declared option (or `--help`) nearest to a mistyped `name`, compared without the dashes.
    static func suggestion(for name: String, in path: CommandPath) -> String? {
        let names = (path.options + [CommandTable.help]).map { String($0.name.drop { $0 == "-" }) }
        return EditDistance.nearest(to: String(name.drop { $0 == "-" }), among: names).map { "--" + $0 }
    }

    /// The items of a comma list, trimmed; an empty item is a usage error naming the option.
    static func commaList(_ text: String, option: String) throws -> [String] {
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingWhitespace }
        guard !items.contains(where: \.isEmpty) else { throw CLIError.usage("\(option): '\(text.shown)' has an empty item in its comma list") }
        return items
    }

    static func isOptionLike(_ s: String) -> Bool { s.hasPrefix("--") || (s.hasPrefix("-") && s.count > 1 && Double(s) == nil) }

    // MARK: Private

    private static func choose<T>(_ text: String, _ option: OptionSpec, _ parse: (String) -> T?) throws -> T {
        if let value = parse(text) { return value }
        let names = option.choices
        var message = "\(option.name): '\(text.shown)' is not one of \(names.joined(separator: ", "))"
        if let near = EditDistance.nearest(to: text, among: names) { message += "; did you mean '\(near)'?" }
        throw CLIError.usage(message)
    }

    private mutating func take(_ option: OptionSpec) throws -> [String] {
        let name = option.name
        var values: [String] = []
        var i = 0
        while i < items.count {
            let item = items[i]
            if item == name {
                guard i + 1 < items.count, !Self.isOptionLike(items[i + 1]) else {
                    throw CLIError.usage("\(name) needs a value")
                }
                values.append(items[i + 1])
                items.removeSubrange(i...i + 1)
            } else if item.hasPrefix(name + "=") {
                values.append(String(item.dropFirst(name.count + 1)))
                items.remove(at: i)
            } else {
                i += 1
            }
        }
        return values
    }

    /// Records what the command asked for, and refuses what its table row does not declare as asked.
    private mutating func declare(_ option: OptionSpec, required: Bool = false) throws {
        guard let declared = path.option(named: option.name), declared.arity == option.arity, declared.isRequired == required else {
            throw CLIError("internal error: \(path.words) parses \(option.usageName)\(required ? " (required)" : ""), "
                + "which its row of the command table does not declare so", exitCode: ExitCode.software)
        }
        if !asked.contains(option.name) { asked.append(option.name) }
    }

    private mutating func declare(_ argument: ArgumentSpec) throws {
        guard path.leaf.arguments.contains(where: { $0.placeholder == argument.placeholder }) else {
            throw CLIError("internal error: \(path.words) parses \(argument.placeholder), which its row of the command table "
                + "does not declare", exitCode: ExitCode.software)
        }
        if !asked.contains(argument.placeholder) { asked.append(argument.placeholder) }
    }
}
