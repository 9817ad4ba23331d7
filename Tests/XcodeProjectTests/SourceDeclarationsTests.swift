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
}
