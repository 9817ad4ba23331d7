import Essentials

/// The app side written in JavaScript/TypeScript (React Native, Expo, Capacitor), Kotlin (Kotlin
/// Multiplatform's `iosMain`) and C# (.NET MAUI, Xamarin): its group and reload calls, read from the
/// folder doctor reads the project from, as a Flutter app's Dart is. The code runs in the app.
/// JavaScript counts where that folder is a JavaScript project (`package.json`), Kotlin only in
/// `iosMain` source sets (the iOS app's), C# outside `bin`/`obj`; tests are no app code.
enum AppCode {
    /// `csharp`: the C# files read, for the files the app writes (`FileNames.csharpWrites`).
    static func scan(root: URL, scope: ProjectScope, display: (URL) -> String, limits: SourceTreeWalker.Limits,
                     problems: inout [ReadProblem], csharp: inout [(text: String, file: String)]) -> [CodeOccurrence] {
        let listing = SourceTreeWalker(limits: limits).list(root, scope: scope)
        if let truncated = listing.truncated { problems.append(ReadProblem(.appCodeTree, .truncated(truncated), file: display(root))) }
        let isJavaScriptProject = scope.exists(root.appendingPathComponent("package.json"))
        var sources: [CodeScanner.Source] = []
        for url in listing.appCode {
            let components = display(url).split(separator: "/").map(String.init)
            guard let language = language(of: url, components: components, javaScript: isJavaScriptProject) else { continue }
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
        case "kt": return folders.contains("iosMain") ? .kotlin : nil
        case "cs": return .csharp
        default: return nil
        }
    }
}
