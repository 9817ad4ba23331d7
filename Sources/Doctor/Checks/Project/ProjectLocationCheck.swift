import Essentials
import Findings
import SharedData
import XcodeProject

/// `project-location`: which projects doctor read from the folder given and why, when it had to
/// look for them (a project one folder down, a workspace's, Capacitor's `ios/App/`, a monorepo's
/// `apps/*/ios/`, a Kotlin Multiplatform `iosApp/`, an Expo app's declared targets), the apps'
/// code in other languages it takes as theirs, and the projects it saw and did not read (another
/// project inside a folder it read: run doctor on that one). One note for the run.
enum ProjectLocationCheck: DoctorCheck {
    static let description = CheckDescription(
        id: "project-location", area: .project, title: "project location",
        summary: "which projects were read from the folder given, and why; which were passed over",
        severities: [.note],
        verdicts: "NOTE, one for the run: the projects read when they are not at the path given (found up to 4 folders below, or up to 6 in branches holding no project where those 4 hold no app extension, listed in "
            + "the `.xcworkspace` given, in Capacitor's `ios/App/` or a Kotlin Multiplatform `iosApp/`, an Expo app's targets read "
            + "from `targets/*/expo-target.config.*`), a .NET MAUI or Xamarin `.csproj` that embeds the widget through "
            + "`AdditionalAppExtensions` and so is its host (decision 9), the folders of the apps' JavaScript/TypeScript, Kotlin or C# code, and the projects "
            + "seen and not read (another project inside a project's folder, one with no app or app extension beside ones with, one inside a "
            + "local Swift package the repository's `Package.swift` or another project uses: the dependency's own demo)",
        examples: [
            .triggers("the only project is one folder down", ExampleInput.widgetApp.moved(to: "WidgetExtension").with { $0.projectPath = "." },
                      .note(file: "WidgetExtension/App.xcodeproj")),
            .triggers("a copy of the app inside the app's folder", ExampleInput.widgetApp.with {
                $0.files["Copy/Copy.xcodeproj/project.pbxproj"] = .text(ExampleInput.widgetApp.project!.text())
            }, .note(file: "App.xcodeproj")),
            .triggers("a .NET MAUI app's .csproj embeds the widget of the Xcode project beside it", ExampleInput.widgetApp.with {
                $0.files["App.Maui.csproj"] = .text("""
                    <Project Sdk="Microsoft.NET.Sdk">
                      <PropertyGroup><ApplicationId>com.example.app</ApplicationId><CodesignEntitlements>App/App.entitlements</CodesignEntitlements></PropertyGroup>
                      <ItemGroup>
                        <AdditionalAppExtensions Include="$(MSBuildProjectDirectory)/Platforms/iOS/WidgetExtensions"><Name>Widget</Name></AdditionalAppExtensions>
                      </ItemGroup>
                    </Project>

                    """)
            }, .note(file: "App.xcodeproj")),
            .passes("the project is in the folder given", .widgetApp),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        guard let reading = context.reading, let location = reading.location, !location.isPlain || !reading.codeRoots.isEmpty else { return [] }
        var parts: [String] = []
        // An Expo app is named by its app config (mobile/app.json), the file its project is declared in.
        let places = location.found.enumerated().map { index, found in
            found.kind == .expo && reading.projects.indices.contains(index) ? reading.projects[index].projectFile : reading.shown(found.url)
        }
        for (found, place) in zip(location.found, places) {
            parts.append("read \(place) (\(why(found, location: location, reading: reading)))")
        }
        for app in reading.projects.flatMap(\.dotNetApps) {
            parts.append("\(reading.shown(app.file)) embeds \(app.extensions.map(\.name.shown).spoken): the .NET app is its host, as the .csproj "
                + "states it (bundle identifier, entitlements), and an app target of the widget's project only scaffolding")
        }
        let code = Dictionary(grouping: reading.codeRoots) { $0.language }
        for language in [CodeRoot.Language.javaScript, .kotlin, .cSharp] {
            guard let roots = code[language] else { continue }
            parts.append("the app's \(language.rawValue) code in \(roots.map { reading.shown($0.folder) + "/" }.spoken) (\(codeWhy(roots[0].why)))")
        }
        let nested = location.passedOver.filter { $0.reason == .nested }.map { reading.shown($0.url) }
        if !nested.isEmpty {
            parts.append("not read: \(Array(nested.prefix(8)).spoken)\(nested.count > 8 ? " and \(nested.count - 8) more" : "") "
                + "(\(nested.count == 1 ? "another project" : "other projects"): pass \(nested.count == 1 ? "its folder" : "each one's folder") to doctor to check \(nested.count == 1 ? "it" : "them"))")
        }
        let libraries = location.passedOver.filter { $0.reason == .noAppOrExtension }.map { reading.shown($0.url) }
        if !libraries.isEmpty {
            parts.append("not read: \(Array(libraries.prefix(8)).spoken)\(libraries.count > 8 ? " and \(libraries.count - 8) more" : "") (no app or app extension target)")
        }
        let dependencies = location.passedOver.filter { $0.reason == .dependency }.map { reading.shown($0.url) }
        if !dependencies.isEmpty {
            parts.append("not read: \(Array(dependencies.prefix(8)).spoken)\(dependencies.count > 8 ? " and \(dependencies.count - 8) more" : "") "
                + "(inside a local Swift package the project uses: the dependency's own project)")
        }
        if let stopped = location.searchStopped { parts.append("the search for projects \(stopped): pass the project's folder") }
        let file = places.first
        return [Finding(.note, file: file, message: parts.joined(separator: "; "))]
    }

    private static func why(_ found: ProjectLocation.Found, location: ProjectLocation, reading: ProjectReading) -> String {
        if found.kind == .expo {
            return "an Expo app with no ios/ committed: its app and targets are read from its app config and targets/*/expo-target.config.*, "
                + "as expo prebuild would make them"
        }
        let folder = reading.shown(found.url.deletingLastPathComponent()) + "/"
        switch found.why {
        case .given: return "the project given"
        case .inFolder: return "in the folder given"
        case .workspace: return "listed in \(reading.shown(location.given))"
        case .layout(.flutter): return "the Flutter app's \(folder)"
        case .layout(.reactNative): return "the React Native app's \(folder)"
        case .layout(.capacitor): return "Capacitor's \(folder)"
        case .layout(.kotlinMultiplatform): return "the Kotlin Multiplatform app's \(folder)"
        case .layout(.platformFolder): return "in \(folder)"
        case let .below(depth): return "found \(depth) \(depth == 1 ? "folder" : "folders") below the folder given"
        }
    }

    private static func codeWhy(_ why: CodeRoot.Why) -> String {
        switch why {
        case .reactNative: "the React Native app's root"
        case .capacitor: "the Capacitor app's root"
        case .expo: "the Expo app's root"
        case .kotlinMultiplatform: "Kotlin Multiplatform source sets compiled for iOS"
        case .dotnet: "the .NET app's project folder"
        }
    }
}
