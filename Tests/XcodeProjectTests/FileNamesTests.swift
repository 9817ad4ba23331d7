import Testing
@testable import XcodeProject

/// The files a write names, through the constants the project defines: each constant by its
/// own name and owner, as the symbol table reads declarations.
@Suite("File names of writes")
struct FileNamesTests {
    static func definitions(_ files: [(name: String, text: String)]) -> FileNames.Definitions {
        FileNames.Definitions([SymbolTable(files.map { file in
            let source = SourceText(file.text, language: .swift)
            return SymbolTable.File(name: file.name, source: source, declarations: SourceDeclarations(source))
        })])
    }

    /// WidgetWeaver's shape: `static let latestJSONFileName: String = "latest.json"` was read as a
    /// constant named `String`, so a debug log's write whose body calls `String(data:encoding:)`
    /// named `latest.json`.
    @Test("A constant's declared type is no name of it")
    func declaredTypeIsNoName() {
        let definitions = Self.definitions([
            ("Cache.swift", "enum Cache {\n    static let latestFileName: String = \"latest.json\"\n}\n"),
            ("DebugLog.swift", "enum DebugLog {\n    static let logFileName = \"debug.txt\"\n}\n"),
        ])
        let body = "{\n    let existing = String(data: data, encoding: .utf8) ?? \"\"\n    try? data.write(to: url)\n}"
        #expect(FileNames.named(in: body, definitions: definitions).isEmpty)
        #expect(FileNames.named(in: "{ try data.write(to: dir.appendingPathComponent(Cache.latestFileName)) }", definitions: definitions) == ["latest.json"])
    }

    @Test("`Owner.name` is that type's constant, not another type's of the same name; a bare name any of them")
    func qualifiedNameIsTheOwnersConstant() {
        let definitions = Self.definitions([
            ("A.swift", "enum AppFiles {\n    static let file = \"from_app.json\"\n}\n"),
            ("B.swift", "struct WidgetFiles {\n    static let file = \"from_widget.json\"\n}\n"),
        ])
        #expect(FileNames.named(in: "{ try data.write(to: base.appendingPathComponent(AppFiles.file)) }", definitions: definitions) == ["from_app.json"])
        #expect(FileNames.named(in: "{ try data.write(to: base.appendingPathComponent(WidgetFiles . file)) }", definitions: definitions) == ["from_widget.json"])
        #expect(Set(FileNames.named(in: "{ try data.write(to: base.appendingPathComponent(file)) }", definitions: definitions)) == ["from_app.json", "from_widget.json"])
    }

    @Test("A C# constant (`public const string FromApp = \"x.json\";`) names its file as a Swift one does")
    func csharpConstant() {
        let source = SourceText("public static class WidgetFiles\n{\n    public const string FromApp = \"from_app.json\";\n}\n", language: .csharp)
        let definitions = FileNames.Definitions([SymbolTable([SymbolTable.File(name: "W.cs", source: source, declarations: SourceDeclarations(source))])])
        #expect(FileNames.named(in: "{ var path = PathOf(WidgetFiles.FromApp); }", definitions: definitions) == ["from_app.json"])
    }
}
