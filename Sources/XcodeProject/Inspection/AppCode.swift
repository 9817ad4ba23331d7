import Essentials

/// The app side written in JavaScript/TypeScript (React Native, Expo, Capacitor), Kotlin (Kotlin
/// Multiplatform's `iosMain`) and C# (.NET MAUI, Xamarin): its group and reload calls, read from the
/// folder doctor reads the project from, as a Flutter app's Dart is. The code runs in the app.
/// JavaScript counts where that folder is a JavaScript project (`package.json`), Kotlin only in
/// source sets compiled for iOS (`CodeRoot.compiledForIOS`), C# outside `bin`/`obj`; tests are no
/// app code. The key writes of the Kotlin and C# are read too (`AppCodeKeys`).
enum AppCode {
    /// `csharp`: the C# files read, for the files the app writes (`FileNames.csharpWrites`); `keys`:
    /// the keys the Kotlin and C# write. `codeRoots`: the app's code found around its projects; a
    /// Kotlin Multiplatform module's source sets outside `root` (doctor given `iosApp/`) are read too.
    static func scan(root: URL, codeRoots: [CodeRoot] = [], scope: ProjectScope, display: (URL) -> String, limits: SourceTreeWalker.Limits,
                     problems: inout [ReadProblem], csharp: inout [(text: String, file: String)], keys: inout AppCodeKeys) -> [CodeOccurrence] {
        let outside = codeRoots.filter { $0.language == .kotlin && !$0.folder.path.hasPrefix(root.standardizedFileURL.path + "/") }.map(\.folder)
        var appCode: [URL] = []
        for folder in [root] + outside {
            let listing = SourceTreeWalker(limits: limits).list(folder, scope: scope)
            if let truncated = listing.truncated { problems.append(ReadProblem(.appCodeTree, .truncated(truncated), file: display(folder))) }
            appCode += listing.appCode
        }
        // Scripts are the app's under a package.json: the folder given's, or the root of an app
        // found below it (held-out pelixpng+PastVuApp keeps its Expo app in `code/`, under a
        // repository root with none).
        let scriptRoots = ((scope.exists(root.appendingPathComponent("package.json")) ? [root] : [])
            + codeRoots.filter { $0.language == .javaScript }.map(\.folder)).map { $0.standardizedFileURL.path }
        var sources: [CodeScanner.Source] = []
        for url in appCode {
            let components = display(url).split(separator: "/").map(String.init)
            let path = url.standardizedFileURL.path
            guard let language = language(of: url, components: components, javaScript: scriptRoots.contains { path.hasPrefix($0 + "/") }) else { continue }
            switch scope.read(url, limit: .sourceFile) {
            case let .data(data):
                sources.append(CodeScanner.Source(text: String(decoding: data, as: UTF8.self), file: display(url), language: language))
            case let .failed(reason):
                problems.append(ReadProblem(.source, .unreadable(reason), file: display(url), language: language))
            case .missing, .outside:
                continue
            }
        }
        guard !sources.isEmpty else { return [] }
        csharp = sources.filter { $0.language == .csharp }.map { ($0.text, $0.file) }
        let result = CodeScanner.resolve(sources)
        keys = AppCodeKeys(sources, tables: result.tables)
        return result.resolved.flatMap(\.plainOccurrences) + result.complete
    }

    /// The language a file is read as, or nil when it is not the iOS app's code.
    static func language(of url: URL, components: [String], javaScript: Bool) -> CodeOccurrence.Language? {
        let folders = components.dropLast()
        if folders.contains(where: { ["__tests__", "__mocks__", "tests", "Tests", "androidTest", "iosTest", "commonTest", "bin", "obj"].contains($0) }) {
            return nil
        }
        let name = url.lastPathComponent
        if [".test.", ".spec.", ".d.ts"].contains(where: name.contains) { return nil }
        switch url.pathExtension {
        case "js", "jsx", "mjs", "ts", "tsx": return javaScript ? .javaScript : nil
        case "kt": return folders.contains(where: CodeRoot.compiledForIOS(sourceSet:)) ? .kotlin : nil
        case "cs": return .csharp
        default: return nil
        }
    }
}
