import Testing
@testable import XcodeProject

/// Blocks are found from an index built in one pass (issue 41): the same blocks a scan from each
/// `{` to its `}` finds, with nested, never-closed blocks and braces inside strings.
@Suite("Block index")
struct BlockIndexTests {
    /// The scan the index replaced: from the `{` at `start`, depth counted, strings skipped.
    static func scanned(_ bytes: [UInt8], at start: Int, language: SourceText.Language) -> Range<Int>? {
        var index = start, depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            if language.opensString(byte) {
                index = SourceText.skipString(in: bytes, from: index, language: language) ?? bytes.count
                continue
            }
            if byte == UInt8(ascii: "{") { depth += 1 }
            if byte == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return start..<(index + 1) }
            }
            index += 1
        }
        return nil
    }

    @Test("Every block the index finds is the one a scan from its brace finds", arguments: [
        "void main() { if (Platform.isAndroid) { a('}'); } else { b(\"{\"); } } }",
        "{ { { { {",
        "} { } } { { } x",
        "func f() { let s = \"\"\"\n{ \n\"\"\"; g { $0 } }",
        "class A { var x = \"{\\\"\" ; func b() { if c { } } }",
    ])
    func sameAsScan(_ text: String) {
        for language in [SourceText.Language.dart, .swift] {
            let source = SourceText(text, language: language)
            let bytes = source.bytes
            for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "{") && !source.isInString(source.code.utf8.index(source.code.startIndex, offsetBy: offset)) {
                #expect(source.block(at: offset) == Self.scanned(bytes, at: offset, language: language), "\(language) at \(offset) of \(text)")
            }
        }
    }

    @Test("Nested Android-only blocks, closed or not, are one range; sequential ones stay apart and are found by search")
    func androidBlocks() {
        let nested = "void main() {\n" + String(repeating: "  if (Platform.isAndroid) {\n", count: 400) + String(repeating: "}\n", count: 401)
        let merged = DartScanner.otherPlatformBlocks(SourceText(nested, language: .dart), on: .iOS)
        #expect(merged.ranges.count == 1)
        let unclosed = "void main() {\n" + String(repeating: "  if (Platform.isAndroid) {\n", count: 400)
        #expect(DartScanner.otherPlatformBlocks(SourceText(unclosed, language: .dart), on: .iOS).ranges.isEmpty)
        let sequential = String(repeating: "if (Platform.isAndroid) { a(); }\nHomeWidget.saveWidgetData('k', 1);\n", count: 300)
        let source = SourceText(sequential, language: .dart)
        let blocks = DartScanner.otherPlatformBlocks(source, on: .iOS)
        #expect(blocks.ranges.count == 300)
        let lineLength = "if (Platform.isAndroid) { a(); }\n".utf8.count + "HomeWidget.saveWidgetData('k', 1);\n".utf8.count
        #expect(blocks.contains(lineLength * 299 + 27))
        #expect(!blocks.contains(lineLength * 299 + 40))
        // The calls between the blocks run on iOS: every one is found.
        #expect(CodeScanner.scan([(sequential, "a.dart")], language: .dart).filter { $0.kind == .homeWidgetData }.count == 300)
    }
}
