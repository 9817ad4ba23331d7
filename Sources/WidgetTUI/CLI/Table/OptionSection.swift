/// Options shown together in help. A command's own options have no title and each appears in its
/// usage line; a shared group (`group options`) appears there as `[GROUP OPTIONS]`.
struct OptionSection: Sendable {
    let title: String?
    /// A word after the title for this command: `(--family is a frame option here)`.
    let note: String?
    let options: [OptionSpec]

    /// A command's own options.
    init(_ options: [OptionSpec]) {
        self.init(title: nil, note: nil, options: options)
    }

    /// A shared group of options, shown as `[TITLE]` in usage lines.
    init(_ title: String, _ options: [OptionSpec]) {
        self.init(title: title, note: nil, options: options)
    }

    private init(title: String?, note: String?, options: [OptionSpec]) {
        self.title = title
        self.note = note
        self.options = options
    }

    /// The same section with a note, or without some options another section of the command declares.
    func noting(_ note: String, without removed: [OptionSpec] = []) -> OptionSection {
        OptionSection(title: title, note: note, options: options.filter { option in !removed.contains { $0.name == option.name } })
    }
}
