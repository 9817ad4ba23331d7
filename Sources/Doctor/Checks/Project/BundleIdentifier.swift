import Findings
import SharedData
import XcodeProject

/// `bundle-identifier`: an app extension's (or an embedded watch app's or App Clip's)
/// `PRODUCT_BUNDLE_IDENTIFIER` starts with the bundle identifier of each app that embeds it,
/// followed by a dot, in every configuration: Xcode refuses to embed it otherwise ("Embedded binary's bundle identifier is not prefixed with the parent
/// app's bundle identifier"), and the archive or install fails. Compared configuration by
/// configuration of the same name (Flutter flavors give each its own ids), as the extension builds for
/// the app's platform (a multiplatform target's watchOS build has its own, `[sdk=watchos*]`); an identifier that does
/// not resolve here is unknown, not wrong. One finding per extension and app, naming every
/// configuration that fails.
enum BundleIdentifier: DoctorCheck {
    static let description = CheckDescription(
        id: "bundle-identifier", area: .project, title: "extension bundle identifier",
        summary: "an embedded extension's (watch app's, App Clip's) PRODUCT_BUNDLE_IDENTIFIER does not start with its app's followed by a dot",
        severities: [.problem],
        verdicts: "PROBLEM: an app extension's (an embedded watch app's, an App Clip's) `PRODUCT_BUNDLE_IDENTIFIER` does not start with the bundle identifier of an app that embeds "
            + "it followed by a dot, in some configuration (compared with the app's configuration of the same name): Xcode refuses to "
            + "embed it. One finding per extension and app, naming the configurations; an identifier that does not resolve is not judged",
        examples: [
            .triggers("the widget's Release identifier lost the app's prefix", .widgetApp.with {
                $0.set("PRODUCT_BUNDLE_IDENTIFIER", "com.example.widget", target: "Widget", configuration: "Release")
            }, .problem(target: "Widget", configuration: "Release", file: "App.xcodeproj/project.pbxproj")),
            .triggers("the app's identifier without the dot", .widgetApp.with {
                $0.set("PRODUCT_BUNDLE_IDENTIFIER", "com.example.appwidget", target: "Widget")
            }, .problem(target: "Widget", file: "App.xcodeproj/project.pbxproj")),
            .triggers("flavors: the dev app's widget keeps the prod app's identifier", .widgetApp.with {
                $0.project?.configurations = ["Debug-dev", "Release-prod"]
                $0.set("PRODUCT_BUNDLE_IDENTIFIER", "com.example.app.dev", target: "App", configuration: "Debug-dev")
            }, .problem(target: "Widget", configuration: "Debug-dev", file: "App.xcodeproj/project.pbxproj")),
            .triggers("two apps embed the widget; one has another prefix", .widgetApp.with {
                $0.project?.targets.append(.init("Lite", ExampleProject.Target.application, settings: [
                    "PRODUCT_BUNDLE_IDENTIFIER": "com.example.lite", "CODE_SIGN_ENTITLEMENTS": "App/App.entitlements", "INFOPLIST_FILE": "App/Info.plist",
                    "IPHONEOS_DEPLOYMENT_TARGET": "17.0",
                ], embeds: ["Widget"]))
            }, .problem(target: "Widget", file: "App.xcodeproj/project.pbxproj")),
            .triggers("an embedded watch app under another prefix", .widgetApp.with {
                $0.project?.targets.append(.init("Watch", ExampleProject.Target.application, settings: [
                    "PRODUCT_BUNDLE_IDENTIFIER": "com.example.watchkitapp", "SDKROOT": "watchos",
                ]))
                $0.project?.update("App") { $0.embeds.append("Watch") }
            }, .problem(target: "Watch", file: "App.xcodeproj/project.pbxproj")),
            .passes("a watch app depends on the iPhone widget (a stale dependency) but embeds only its own", .widgetApp.with {
                $0.project?.targets.append(.init("Watch", ExampleProject.Target.application, settings: [
                    "PRODUCT_BUNDLE_IDENTIFIER": "com.example.app.watchkitapp", "SDKROOT": "watchos",
                ]))
                $0.project?.update("Watch") { $0.dependsOn.append("Widget") }
                $0.project?.update("App") { $0.embeds.append("Watch") }
            }),
            .passes("one widget target built for iOS and watchOS, its watchOS build under the watch app's prefix ([sdk=watchos*])", .widgetApp.with {
                $0.project?.update("Widget") {
                    $0.settings["SDKROOT"] = "auto"
                    $0.settings["SUPPORTED_PLATFORMS"] = "iphoneos iphonesimulator watchos watchsimulator"
                    $0.settings["PRODUCT_BUNDLE_IDENTIFIER[sdk=watchos*]"] = "com.example.app.watchkitapp.widget"
                }
                $0.project?.targets.append(.init("Watch", ExampleProject.Target.application, settings: [
                    "PRODUCT_BUNDLE_IDENTIFIER": "com.example.app.watchkitapp", "SDKROOT": "watchos",
                ], embeds: ["Widget"]))
                $0.project?.update("App") { $0.embeds.append("Watch") }
            }),
            .passes("flavors whose widgets follow their apps", .widgetApp.with {
                $0.project?.configurations = ["Debug-dev", "Release-prod"]
                $0.set("PRODUCT_BUNDLE_IDENTIFIER", "com.example.app.dev", target: "App", configuration: "Debug-dev")
                $0.set("PRODUCT_BUNDLE_IDENTIFIER", "com.example.app.dev.widget", target: "Widget", configuration: "Debug-dev")
            }),
            .passes("identifiers built from one setting", .widgetApp.with {
                $0.project?.projectSettings["BASE_IDENTIFIER"] = "com.example.app"
                $0.set("PRODUCT_BUNDLE_IDENTIFIER", "$(BASE_IDENTIFIER)", target: "App")
                $0.set("PRODUCT_BUNDLE_IDENTIFIER", "$(BASE_IDENTIFIER).$(TARGET_NAME:rfc1034identifier)", target: "Widget")
            }),
            .passes("the widget's identifier does not resolve here: unknown", .widgetApp.with {
                $0.set("PRODUCT_BUNDLE_IDENTIFIER", "$(WIDGET_BUNDLE_ID)", target: "Widget")
            }),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.flatMap { project in
            project.targets.filter(embedsUnderPrefix).flatMap { extensionTarget in
                extensionTarget.hostIDs.compactMap(project.snapshot.target(id:)).compactMap { app in
                    finding(extensionTarget, embeddedIn: app, project: project)
                }
            }
        }
    }

    /// The configurations of `extensionTarget` whose identifier does not start with `app`'s and a
    /// dot, as one finding; nil when there is none.
    private static func finding(_ extensionTarget: TargetFacts, embeddedIn app: TargetFacts, project: ProjectContext) -> Finding? {
        // Each configuration's identifiers, the extension's and the app's, where both resolve; the
        // extension's build for the app's platform: a multiplatform widget sets its watchOS build's
        // identifier with `PRODUCT_BUNDLE_IDENTIFIER[sdk=watchos*]` (round 12 sample-backyard-birds).
        let compared = extensionTarget.configurations.compactMap { configuration -> (name: String, ours: ResolvedSetting, theirs: String)? in
            let platform = app.configuration(configuration.name)?.platform ?? configuration.platform
            guard let ours = known(configuration.build(for: platform)?.bundleIdentifier ?? configuration.bundleIdentifier),
                  let theirs = known(app.configuration(configuration.name)?.bundleIdentifier)?.value else { return nil }
            return (configuration.name, ours, theirs)
        }
        let failing = compared.filter { !$0.ours.value.hasPrefix($0.theirs + ".") }
        guard let first = failing.first else { return nil }
        let names = failing.map(\.name)
        let all = names.count == extensionTarget.configurations.count && names.count > 1
        let which = all ? "every configuration (\(names.spoken))" : names.spoken
        let pairs = OrderedSet(failing.map { "\($0.ours.value.shown) does not start with \($0.theirs.shown)." }).elements
        // What the extension's other configurations add to the app's identifier, where they agree on
        // it: the identifier registered with the group and the profiles, to reuse rather than a new one.
        let siblingSuffixes = Set(compared.compactMap { other -> String? in
            guard other.ours.value.hasPrefix(other.theirs + "."), other.ours.value.count > other.theirs.count + 1 else { return nil }
            return String(other.ours.value.dropFirst(other.theirs.count + 1))
        })
        let suggested = OrderedSet(failing.map { failed in
            "\(failed.theirs).\(siblingSuffixes.count == 1 ? siblingSuffixes.first! : suffix(of: failed.ours.value, after: failed.theirs, target: extensionTarget.name))"
        }).elements
        let place = Self.place(first.ours.definedIn, projectFile: project.projectFile)
        // The app's identifier in another configuration that the extension's does extend: the app's is then the odd one
        // (`demo.WallPape` in Release, `demo.WallPaper` in Debug), and that is the one to mend.
        let appElsewhere = app.configurations.lazy.compactMap { known($0.bundleIdentifier)?.value }
            .first { other in failing.allSatisfy { $0.ours.value.hasPrefix(other + ".") && other != $0.theirs } }
        let fix = appElsewhere.map { other in
            "set \(app.name.shown)'s PRODUCT_BUNDLE_IDENTIFIER in \(names.spoken) to \(other.shown), as its other configurations have it "
                + "(or \(extensionTarget.name.shown)'s to \(suggested.map(\.shown).spoken))"
        } ?? "set \(extensionTarget.name.shown)'s PRODUCT_BUNDLE_IDENTIFIER in \(names.spoken) to \(suggested.map(\.shown).spoken)"
        return Finding(.problem, target: extensionTarget.name, configuration: names.count == 1 ? names[0] : nil, file: place.file, line: place.line,
                       message: "\(extensionTarget.name.shown) is embedded in \(app.name.shown), but in \(which) its PRODUCT_BUNDLE_IDENTIFIER "
                           + "\(pairs.spoken): Xcode refuses to embed it (an embedded binary's bundle identifier must be prefixed with the "
                           + "parent app's and a dot)",
                       fix: fix)
    }

    /// Whether an app that embeds `target` holds its identifier to its own prefix: an extension, a
    /// watch app, an App Clip (not a framework or a helper the app merely depends on).
    private static func embedsUnderPrefix(_ target: TargetFacts) -> Bool {
        if target.productType.isExtension { return true }
        guard target.productType.isApplication else { return false }
        let type = target.productType.rawValue
        return type.contains("watchapp") || type.contains("on-demand-install-capable") || target.configurations.contains { $0.platform == .watchOS }
    }

    /// Where a setting is written, from `ResolvedSetting.definedIn`: the project file
    /// (`App.xcodeproj/project.pbxproj (target App Release)`) or an xcconfig's file and line
    /// (`Config/Base.xcconfig:8`); in no file for `--setting`.
    private static func place(_ definedIn: String?, projectFile: String) -> (file: String?, line: Int?) {
        guard let definedIn, definedIn != "--setting", definedIn != "Xcode" else { return (nil, nil) }
        if definedIn.hasPrefix(projectFile) { return (projectFile, nil) }
        if let match = definedIn.wholeMatch(of: #/(.+):([0-9]+)/#), let line = Int(match.2) { return (String(match.1), line) }
        return (EntitlementsByFile.withoutLevel(definedIn), nil)
    }

    /// A bundle identifier that resolved to something: unknown ones are not judged.
    private static func known(_ setting: ResolvedSetting?) -> ResolvedSetting? {
        guard let setting, setting.isResolved, setting.definedIn != nil, !setting.value.trimmingWhitespace.isEmpty else { return nil }
        return setting
    }

    /// What the extension's identifier adds to the app's: its last component when it does not start
    /// with the app's (`com.example.widget` under `com.example.app`: `widget`); the target's name,
    /// as an identifier allows it, when it is the app's very identifier (held-out 0niel+university-app
    /// was told `com.ituniversity.app.app`).
    private static func suffix(of identifier: String, after prefix: String, target: String) -> String {
        // Only at a component's end: `demo.WallPaper.widget` does not extend `demo.WallPape`.
        if identifier.hasPrefix(prefix + "."), identifier.count > prefix.count + 1 {
            return String(identifier.dropFirst(prefix.count + 1))
        }
        if identifier == prefix {
            let name = target.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
            if !name.isEmpty { return name }
        }
        return String(identifier.split(separator: ".").last ?? "extension")
    }
}
