/// A Flutter app's Dart files (`lib/`), each parsed once for every reader of a run (the code
/// scan, the key scan, home_widget's taps), with the code of each that never runs on the platform
/// of the Runner project it is checked with (`DartPlatformReach`), read once across them: each
/// reader parsing and reading them again made a project of 1,700 Dart files parse each three times.
struct DartCode: ExpressibleByArrayLiteral {
    let files: [CodeScanner.Source]
    /// Per file, in `files`' order.
    let neverRuns: [OffsetRanges]

    /// `platform`: where the code runs, the iPhone app's (ios/) or the Mac app's (macos/).
    /// `complete`: every file of `lib/` was read, so one no entry point imports is never compiled
    /// into the app (`DartImports`) and runs nowhere; else none is judged so.
    init(_ files: [(text: String, file: String)], complete: Bool = false, platform: FlutterPlatform = .iOS) {
        self.files = files.map { CodeScanner.Source(text: $0.text, file: $0.file, language: .dart) }
        var never = DartPlatformReach.neverRuns(self.files.map(\.parsed), on: platform)
        if complete {
            for index in DartImports.unreached(files) { never[index] = OffsetRanges([0..<self.files[index].parsed.bytes.count]) }
        }
        if platform == .macOS {
            for index in never.indices { never[index] = OffsetRanges(never[index].ranges + Self.homeWidgetCalls(in: self.files[index].parsed)) }
        }
        neverRuns = never
    }

    init(arrayLiteral files: (text: String, file: String)...) { self.init(files) }

    /// home_widget has no macOS implementation (ABausG/home_widget#137, open): on a Mac each of its
    /// calls throws `MissingPluginException` and writes, sets and reloads nothing. Each
    /// `HomeWidget.` statement is therefore code that never runs there, so its writes do not count
    /// for a macOS widget and its iOS kinds are not held to the Mac widget's.
    private static func homeWidgetCalls(in source: SourceText) -> [Range<Int>] {
        guard source.code.utf8.contains(word: "HomeWidget") else { return [] }
        return DartScanner.homeWidgetCalls(source).compactMap { call in
            guard !source.isInString(offset: call.start) else { return nil }
            return call.start..<(DartPlatformReach.statementEnd(in: source, from: call.start).map { $0 + 1 } ?? call.end)
        }
    }
}
