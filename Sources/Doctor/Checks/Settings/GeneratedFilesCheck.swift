import Findings
import SharedData
import XcodeProject

/// `generated-files`: one line for every file a clone lacks until a tool makes it, grouped by what
/// makes it: the reader learns what to run, and nothing else in the report is about these files.
enum GeneratedFilesCheck: DoctorCheck {
    static let description = CheckDescription(
        id: "generated-files", area: .settings, title: "generated files",
        summary: "files a fresh clone lacks until a tool makes them (pod install, flutter pub get), in one note",
        severities: [.note],
        verdicts: "NOTE, one line: files a fresh clone lacks until a tool makes them, with the command: CocoaPods' `Pods/` beside a "
            + "`Podfile` (`pod install`), Flutter's `Generated.xcconfig` and `ephemeral/` (`flutter pub get`), a git submodule's files while "
            + "its folder is empty (`git submodule update --init PATH`), any file a `.gitignore` "
            + "between the project's root and the file covers (named with its line). What they would define is unknown, never wrong",
        examples: [
            .triggers("a base configuration in Pods/ beside a Podfile, before pod install", .widgetApp.with {
                $0.files["Podfile"] = .text("target 'App' do\nend\n")
                $0.project?.update("App") { $0.baseConfigurations = ["Debug": "Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig"] }
            }, .note()),
            .triggers("the widget's Info.plist in a git submodule the clone has not checked out", .widgetApp.with {
                $0.files[".gitmodules"] = .text("[submodule \"WidgetInfo\"]\n\tpath = WidgetInfo\n\turl = https://example.com/widget-info.git\n")
                $0.set("INFOPLIST_FILE", "WidgetInfo/Info.plist", target: "Widget")
            }, .note()),
            .passes("nothing generated is named", .widgetApp),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        guard let files = context.reading?.generatedFiles, !files.isEmpty else { return [] }
        var byMaker: [(madeBy: String, files: [String])] = []
        for file in files {
            if let index = byMaker.firstIndex(where: { $0.madeBy == file.madeBy }) { byMaker[index].files.append(file.file) } else { byMaker.append((file.madeBy, [file.file])) }
        }
        let parts = byMaker.map { group -> String in
            var buckets: [(folder: String, files: [String])] = []
            for file in group.files {
                let folder = bucket(file)
                if let index = buckets.firstIndex(where: { $0.folder == folder }) { buckets[index].files.append(file) } else { buckets.append((folder, [file])) }
            }
            let named = buckets.map { $0.files.count == 1 ? $0.files[0].shown : "\($0.files.count) files under \($0.folder.shown)/" }.spoken
            let tool = ["pod ", "flutter ", "git submodule "].contains { group.madeBy.hasPrefix($0) }
            return tool ? "\(named) (\(group.madeBy) makes \(group.files.count == 1 ? "it" : "them"))" : "\(named) (\(group.madeBy))"
        }
        return [Finding(.note, message: "generated files are absent, as in a fresh clone: \(parts.spoken); what they define is unknown here, not wrong")]
    }

    /// The folder a file is counted under: the `Pods` folder it is in (`ios/Pods`), else its own.
    private static func bucket(_ file: String) -> String {
        let parts = file.split(separator: "/")
        if let pods = parts.firstIndex(of: "Pods") { return parts[...pods].joined(separator: "/") }
        return parts.dropLast().joined(separator: "/")
    }
}
