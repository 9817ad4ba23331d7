/// A Flutter app's Dart files (`lib/`), each parsed once for every reader of a run (the code
/// scan, the key scan, home_widget's taps), with the code of each that never runs on iOS
/// (`DartIOSReach`), read once across them: each reader parsing and reading them again made a
/// project of 1,700 Dart files parse each three times.
struct DartCode: ExpressibleByArrayLiteral {
    let files: [CodeScanner.Source]
    /// Per file, in `files`' order.
    let neverOnIOS: [OffsetRanges]

    init(_ files: [(text: String, file: String)]) {
        self.files = files.map { CodeScanner.Source(text: $0.text, file: $0.file, language: .dart) }
        neverOnIOS = DartIOSReach.neverOnIOS(self.files.map(\.parsed))
    }

    init(arrayLiteral files: (text: String, file: String)...) { self.init(files) }
}
