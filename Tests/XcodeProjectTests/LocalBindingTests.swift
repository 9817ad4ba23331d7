import Testing
@testable import XcodeProject

/// Round 12 Samplasion+gymtracker: a loop's `forKey: key` was read as another file's
/// `fileprivate let key = "foodParameters"`.
@Suite("Swift names bound locally or kept to their file")
struct LocalBindingTests {
    private let code = """
        fileprivate let key: String = "theme"
        private(set) var shared = "x"

        func save(_ values: [String: Int], defaults: UserDefaults) {
            for (key, value) in values {
                defaults.set(value, forKey: key)
            }
            values.forEach { name, value in
                defaults.set(value, forKey: name)
            }
            defaults.set(1, forKey: other)
        }

        """

    @Test("A for loop's pattern and a closure's parameters bind their names around their uses, not elsewhere")
    func loopAndClosure() throws {
        let source = SourceText(code, language: .swift)
        let bytes = Array(code.utf8)
        func offset(of text: String) throws -> Int {
            let needle = Array(text.utf8)
            return try #require((0...(bytes.count - needle.count)).first { Array(bytes[$0..<($0 + needle.count)]) == needle })
        }
        #expect(source.bindsLocally("key", around: try offset(of: "forKey: key")))
        #expect(source.bindsLocally("name", around: try offset(of: "forKey: name")))
        #expect(!source.bindsLocally("other", around: try offset(of: "forKey: other")))
        #expect(!source.bindsLocally("key", around: try offset(of: "forKey: other")))
    }

    @Test("fileprivate and private mark a declaration its file's; private(set) does not")
    func filePrivate() {
        let source = SourceText(code, language: .swift)
        #expect(source.isFilePrivate(at: code.utf8.count - code.drop { $0 != "k" }.utf8.count))
        #expect(!source.isFilePrivate(at: code.utf8.count - String(code[code.range(of: "shared")!.lowerBound...]).utf8.count))
    }
}
