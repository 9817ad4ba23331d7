import Testing
@testable import XcodeProject

/// What `SourceDeclarations` reads of a declaration's head: a function's modifiers and a type's
/// `@main`, back from its keyword over attributes (with their arguments) and modifiers to the end
/// of the statement before, wherever the lines break.
@Suite("Source declarations: modifiers and attributes")
struct SourceDeclarationsTests {
    static func functions(_ text: String) -> [String: [String]] {
        let declarations = SourceDeclarations(SourceText(text, language: .swift))
        return Dictionary(declarations.functions.map { ($0.name, $0.modifiers) }, uniquingKeysWith: { first, _ in first })
    }

    @Test("A function's modifiers, across attributes with arguments and line breaks")
    func functionModifiers() {
        let found = Self.functions("""
            enum Store {
                @MainActor public static func save() {}
                @available(iOS 17, *) override
                class func load() {}
                mutating func bump() {}
                let limit = 1
                func plain() {}
                @objc(refreshWith:) nonisolated private func refresh() {}
            }
            final class Box { func open() {} }
            """)
        #expect(found["save"] == ["public", "static"])
        #expect(found["load"] == ["override", "class"])
        #expect(found["bump"] == ["mutating"])
        // The statement before (`let limit = 1`) is no modifier of the next declaration.
        #expect(found["plain"] == [])
        #expect(found["refresh"] == ["nonisolated", "private"])
        // A one-line type: its `class` and `final` belong to the type, not to its method.
        #expect(found["open"] == [])
        let declarations = SourceDeclarations(SourceText("struct S { static func a() {}; func b() {} }", language: .swift))
        #expect(declarations.functions.map(\.isStatic) == [true, false])
        let attributed = SourceDeclarations(SourceText("""
            let note = "override @objc"
            @objc(refreshWith:) @MainActor override func refresh() {}
            func plain() {}
            """, language: .swift))
        #expect(attributed.functions.map(\.attributes) == [["objc", "MainActor"], []])
        #expect(attributed.functions.map(\.modifiers) == [["override"], []])
    }

    @Test("@main among a type's attributes and modifiers, before or after others")
    func mainAttribute() {
        let text = """
            @main @available(iOS 17, *) public struct App {}
            @available(iOS 17, *)
            @main
            final class Other {}
            struct Plain {}
            """
        let declarations = SourceDeclarations(SourceText(text, language: .swift))
        #expect(declarations.types.map(\.name) == ["App", "Other", "Plain"])
        #expect(declarations.types.map(\.isMain) == [true, true, false])
    }

    /// The files whose declarations were read only in part (issue 35, item 5): a declaration past
    /// a limit may be the group or the kind a check needed.
    static func capped(_ text: String, language: SourceText.Language) -> [String] {
        CappedScans.record { SourceDeclarations(SourceText(text, language: language, file: "F")) }.1.map(\.file)
    }

    @Test("A computed property's returns past the 16 read are marked cut, and recorded only where followed")
    func returnsPastTheirLimit() {
        let returns = { (count: Int) in
            "var group: String {\n    switch brand {\n" + (0..<count).map { "    case \($0): return \"g\($0)\"\n" }.joined() + "    }\n}\n"
        }
        let cut = SourceDeclarations(SourceText(returns(SourceDeclarations.maximumReturns + 1), language: .swift))
        #expect(cut.definitions.first { $0.name == "group" }.map { ($0.expressions.count, $0.isCut) } ?? (0, false) == (SourceDeclarations.maximumReturns, true))
        let whole = SourceDeclarations(SourceText(returns(SourceDeclarations.maximumReturns), language: .swift))
        #expect(whole.definitions.first { $0.name == "group" }.map { ($0.expressions.count, $0.isCut) } ?? (0, true) == (SourceDeclarations.maximumReturns, false))
        // Read and never followed: nothing recorded.
        #expect(Self.capped(returns(SourceDeclarations.maximumReturns + 1), language: .swift).isEmpty)
        let followed = { (count: Int) in
            CappedScans.record {
                let source = SourceText(returns(count) + "let store = UserDefaults(suiteName: group)\n", language: .swift, file: "F")
                let table = SymbolTable([SymbolTable.File(name: "F", source: source, declarations: SourceDeclarations(source))])
                return table.values(of: "group", file: 0, offset: source.bytes.count - 3)
            }
        }
        #expect(followed(SourceDeclarations.maximumReturns + 1).1.map(\.file) == ["F"])
        #expect(followed(SourceDeclarations.maximumReturns).1.isEmpty)
        #expect(followed(SourceDeclarations.maximumReturns).0.count == SourceDeclarations.maximumReturns)
    }

    @Test("Definitions past the declarations' limit are said; as many as the limit are read whole")
    func definitionsPastTheirLimit() {
        let values = { (count: Int) in (0..<count).map { "val v\($0) = \"x\"\n" }.joined() }
        #expect(Self.capped(values(SourceDeclarations.maximumDeclarations + 1), language: .kotlin) == ["F"])
        #expect(Self.capped(values(SourceDeclarations.maximumDeclarations), language: .kotlin).isEmpty)
    }
}
