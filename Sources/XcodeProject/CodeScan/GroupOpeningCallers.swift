import Essentials

/// Which targets run a group the code opens inside a function: those whose code calls the
/// function, not every target compiling its file. A helper in a file every target compiles
/// (`extension UserDefaults { static func shared() -> UserDefaults { UserDefaults(suiteName:
/// AppGroup.id) ?? .standard } }` in a shared Utils.swift) opens the group only in the processes
/// that call it (round 14 ProyectoNeville: a watch app compiling the helper, never calling it, was
/// said to open a group it is not entitled to). The calls are read by the function's name (any
/// `shared(` in a target's files counts), so a target is dropped only when none of its files names
/// it; a function no file calls is run by something unseen (an `@objc` selector, a protocol's
/// witness) and keeps every target, as does a group opened outside any function (a stored
/// property's initializer: first use is not followed).
enum GroupOpeningCallers {
    /// `occurrences` with each Swift group opened in a function of `table` run by the targets
    /// whose files (`targetsOfFile`) call that function, where some but not all of them do.
    static func narrowed(_ occurrences: [CodeOccurrence], table: SymbolTable, targetsOfFile: [String: [String]]) -> [CodeOccurrence] {
        let fileIndex = Dictionary(table.files.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        return occurrences.map { occurrence in
            guard occurrence.kind == .group, occurrence.language == .swift, occurrence.targets.count > 1,
                  let index = fileIndex[occurrence.file], let function = function(around: occurrence, in: table.files[index]) else { return occurrence }
            let callers = table.callingFiles(function.name)
            guard !callers.isEmpty else { return occurrence }
            let calling = Set(callers.flatMap { targetsOfFile[table.files[$0].name] ?? [] })
            let running = occurrence.targets.filter(calling.contains)
            guard !running.isEmpty, running.count < occurrence.targets.count else { return occurrence }
            var narrowed = occurrence
            narrowed.targets = running
            return narrowed
        }
    }

    /// The function (not an initializer) whose body holds the occurrence's call on its line.
    private static func function(around occurrence: CodeOccurrence, in file: SymbolTable.File) -> SourceDeclarations.Function? {
        let source = file.source
        guard let line = source.range(ofLine: occurrence.line) else { return nil }
        // The call's own name on its line (a one-line body opens and closes around it).
        let name = occurrence.call.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        let text = source.text(line)
        let at = text.firstRange(of: String(name)).map { line.lowerBound + text.utf8.distance(from: text.startIndex, to: $0.lowerBound) } ?? line.lowerBound
        guard let index = file.declarations.enclosingFunction(at: at) else { return nil }
        let function = file.declarations.functions[index]
        return function.isInitializer ? nil : function
    }
}
