import Essentials

/// A key a helper function takes as a parameter: `func setInt(_ value: Int, key: String) {
/// defaults.set(value, forKey: key) }`. The write names only the parameter; each call of the
/// helper names a key, and is where the app writes it (WidgetWeaver: a steps store's writes through
/// `setInt(v, key: Keys.goalSteps, ...)` left the keys its widget reads "never written").
/// Initializers are `WrapperKeys`' (a type keeping its key). A helper called more often than the
/// symbol table follows (`maximumHelperCalls`) says so, as any scan at a limit does.
enum ParameterKeys {
    /// A function of the symbol table's file `file` whose parameter `parameter` is a written key.
    struct Helper: Hashable {
        let file: Int
        let function: Int
        let parameter: SourceDeclarations.Parameter
    }

    /// Helpers per project, as for wrappers; their calls are the table's (`maximumHelperCalls`).
    static let maximumHelpers = 8

    /// The helper whose parameter a write's key expression (`key`) is: a function around the
    /// write, not an initializer, declaring a parameter of that name.
    static func helper(of expression: String, at offset: Int, file: Int, in table: SymbolTable) -> Helper? {
        let name = expression.trimmingWhitespace
        let declarations = table.files[file].declarations
        guard SourceText.isName(name), let index = declarations.enclosingFunction(at: offset) else { return nil }
        let function = declarations.functions[index]
        // An overload of the suite's own method (`extension UserDefaults { func set(font:forKey:) }`):
        // its calls are every `.set(` of the project, not a helper's.
        guard !function.isInitializer, function.name != "set", function.name != "setValue", SwiftKeyScanner.getters[function.name] == nil,
              let parameter = function.parameters.first(where: { $0.name == name }) else { return nil }
        return Helper(file: file, function: index, parameter: parameter)
    }

    /// Each call's argument for the key (by its label, or its place when callers write none), with
    /// the file it stands in.
    static func keys(of helper: Helper, in table: SymbolTable) -> [(expression: String, file: Int, offset: Int)] {
        let function = table.files[helper.file].declarations.functions[helper.function]
        return table.calls(of: function, origin: helper.file, limit: SymbolTable.maximumHelperCalls).compactMap { call in
            let argument = helper.parameter.label.map { label in call.arguments.first { $0.label == label } }
                ?? (helper.parameter.position < call.arguments.count && call.arguments[helper.parameter.position].label == nil
                    ? call.arguments[helper.parameter.position] : nil)
            return argument.flatMap { $0.expression.isEmpty ? nil : ($0.expression, call.file, $0.offset) }
        }
    }
}
