/// A Flutter app's Dart files (`lib/`), each parsed once for every reader of a run (the code
/// scan, the key scan, home_widget's taps), with the code of each that never runs on iOS
/// (`DartIOSReach`), read once across them: each reader parsing and reading them again made a
/// project of 1,700 Dart files parse each three times.
struct DartCode: ExpressibleByArrayLiteral {
    let files: [CodeScanner.Source]
    /// Per file, in `files`' order.
    let neverOnIOS: [OffsetRanges]

    /// `complete`: every file of `lib/` was read, so one no entry point imports is never compiled
    /// into the app (`DartImports`) and runs nowhere; else none is judged so.
    init(_ files: [(text: String, file: String)], complete: Bool = false) {
        self.files = files.map { CodeScanner.Source(text: $0.text, file: $0.file, language: .dart) }
        var never = DartIOSReach.neverOnIOS(self.files.map(\.parsed))
        if complete {
            for index in DartImports.unreached(files) { never[index] = OffsetRanges([0..<self.files[index].parsed.bytes.count]) }
        }
        neverOnIOS = never
    }

    init(arrayLiteral files: (text: String, file: String)...) { self.init(files) }
}
