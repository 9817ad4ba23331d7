import Testing
@testable import XcodeProject

/// Round 12 atomic-blend+app: a Dart file no entry point imports is not compiled into the app.
@Suite("Dart files an entry point reaches")
struct DartImportsTests {
    private let files: [(text: String, file: String)] = [
        ("import 'package:pets/services/sync.dart';\nimport 'src/ui.dart' if (dart.library.html) 'src/ui_web.dart';\n\nvoid main() {}\n", "app/lib/main.dart"),
        ("export '../models/pet.dart';\npart 'sync.g.dart';\n", "app/lib/services/sync.dart"),
        ("part of 'sync.dart';\n", "app/lib/services/sync.g.dart"),
        ("class Pet {}\n", "app/lib/models/pet.dart"),
        ("class Ui {}\n", "app/lib/src/ui.dart"),
        ("class WebUi {}\n", "app/lib/src/ui_web.dart"),
        ("import 'package:home_widget/home_widget.dart';\n\nFuture<void> count() => HomeWidget.updateWidget(iOSName: 'Counter');\n",
         "app/lib/copied/counter.dart"),
        ("Future<void> main() async {}\n", "app/lib/main_dev.dart"),
    ]

    @Test("Package and relative imports, exports, parts and both choices of a conditional import reach; a file nothing imports does not")
    func reached() {
        #expect(DartImports.unreached(files).map { files[$0].file } == ["app/lib/copied/counter.dart"])
    }

    @Test("Directives are read up to the first declaration, past comments and a library line, in files with Windows line breaks too")
    func directivesOnly() {
        let windows = files.map { (text: $0.text.replacingOccurrences(of: "\n", with: "\r\n"), file: $0.file) }
        #expect(DartImports.unreached(windows).map { windows[$0].file } == ["app/lib/copied/counter.dart"])
        let late: [(text: String, file: String)] = [
            ("/* License\n   text */\n/// The app.\nlibrary;\n\nimport 'a.dart';\n\nvoid main() {}\n\nconst note = \"import 'b.dart';\";\n", "lib/main.dart"),
            ("class A {}\n", "lib/a.dart"), ("class B {}\n", "lib/b.dart"),
        ]
        #expect(DartImports.unreached(late).map { late[$0].file } == ["lib/b.dart"])
    }

    /// Round 16 unustasis: `lib/main.dart` imports `'../background/widget_handler.dart'`, which
    /// Dart resolves as the package URI it is (`package:app/background/...`), never above lib/.
    @Test("A relative import from lib/ with more `..` than lib/ is deep stays in lib/, however the files are shown", arguments: ["", "app/", "../"])
    func relativeImportsStayInLib(prefix: String) {
        let files: [(text: String, file: String)] = [
            ("import '../background/handler.dart';\n\nvoid main() {}\n", prefix + "lib/main.dart"),
            ("import '../../../models/pet.dart';\n", prefix + "lib/background/handler.dart"),
            ("class Pet {}\n", prefix + "lib/models/pet.dart"),
            ("class Stray {}\n", prefix + "lib/stray.dart"),
        ]
        #expect(DartImports.unreached(files).map { files[$0].file } == [prefix + "lib/stray.dart"])
    }

    @Test("Without an entry point read, every file counts as reached")
    func noEntryPoint() {
        #expect(DartImports.unreached(files.filter { !$0.file.contains("main") }).isEmpty)
    }
}
