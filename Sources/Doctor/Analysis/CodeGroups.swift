import Findings
import SharedData
import XcodeProject

/// Each group the code opens, against the groups the targets that run it are entitled to (case
/// included): one verdict per occurrence, either a placeholder left from example code
/// (`placeholder`) or the group's own (`code-group`). Shared by those two checks.
enum CodeGroups {
    /// Every group occurrence of the project's code with its verdict, in the code's order: one
    /// finding per occurrence, except that a constant used at several calls with one verdict is one
    /// finding at its definition (decision 18). A unit-test target's suites are not the app's
    /// (decision 4): they give no finding.
    static func verdicts(_ project: ProjectContext) -> [(placeholder: Bool, finding: Finding)] {
        let primary = project.sharing.primaryGroup
        let groups = project.snapshot.code.filter { $0.kind == .group }
        var alternatives: [Use: [CodeOccurrence]] = [:]
        for occurrence in groups where occurrence.value != nil { alternatives[Use(occurrence), default: []].append(occurrence) }
        let judged = groups.flatMap { occurrence -> [(occurrence: CodeOccurrence, verdict: CodeVerdict, subject: String)] in
            if !occurrence.targets.isEmpty, occurrence.targets.allSatisfy({ project.target($0)?.role == .test }) { return [] }
            let (verdict, subject) = verdict(occurrence, project: project, primary: primary)
            guard verdict.severity == .ok, let value = occurrence.value else { return [(occurrence, verdict, subject)] }
            return perConfiguration(occurrence, value: value, alternatives: alternatives[Use(occurrence)] ?? [], project: project, verdict: verdict, subject: subject)
        }
        return CodeVerdicts.findings(judged)
    }

    /// Class 1 (issue 37): a group the code opens must be entitled in every configuration each
    /// target running it builds, not in some. A two-brand app whose second brand's configurations
    /// sign the app and widget with that brand's group, while the code names the first brand's,
    /// shares nothing there (`unentitled`). One verdict per target lacking it (naming those configurations), a problem
    /// for a target that is or embeds a widget or shares the group with one, a note for others
    /// (decision 15); the OK stays for the targets entitled throughout. Configurations whose
    /// groups are unknown, and targets whose entitlements finding already names the gap
    /// (`configuration-lacks-group`), are left to that.
    ///
    /// One call given several values chosen at run time (a computed property returning one group
    /// or another by the bundle identifier, a ternary on a flavor flag, a function's callers:
    /// `alternatives`, the call's occurrences) lacks none in a configuration entitled to another
    /// of them that the configuration compiles (held-out aphlo+babymom-diary picks its staging
    /// group when the bundle identifier holds `.stg`): which branch runs is the code's choice at
    /// run time, not doctor's to know. A configuration entitled to none of them still lacks each.
    private static func perConfiguration(_ occurrence: CodeOccurrence, value: String, alternatives: [CodeOccurrence], project: ProjectContext,
                                         verdict: CodeVerdict, subject: String) -> [(occurrence: CodeOccurrence, verdict: CodeVerdict, subject: String)] {
        let widgets = project.targets.filter(\.role.isWidget)
        var entitledThroughout: [String] = []
        var lacking: [(occurrence: CodeOccurrence, verdict: CodeVerdict, subject: String)] = []
        // Dart, JavaScript, Kotlin and C# run in the app that embeds the widget, not in every app
        // target of the project (a watch app, a second platform's app).
        let hosting = Set(widgets.flatMap { project.hosts(of: $0).map(\.id) })
        let judged = runners(occurrence, project: project).filter {
            occurrence.language == .swift || occurrence.language == .objectiveC || hosting.contains($0.id)
        }
        for target in judged {
            let built = target.configurations.filter { occurrence.configurations.isEmpty || occurrence.configurations.contains($0.name) }
            let missing = built.filter { configuration in
                guard let entitlements = configuration.entitlements, !configuration.entitlementsUnknown else { return false }
                let chosen = alternatives.filter { $0.configurations.isEmpty || $0.configurations.contains(configuration.name) }.compactMap(\.value)
                return !configuration.resolvedGroups.contains(value) && !chosen.contains(where: configuration.resolvedGroups.contains)
                    && entitlements.groups.allSatisfy(\.unresolved.isEmpty)
            }
            guard !missing.isEmpty, !project.sharing.reportsLack(of: value, in: target.name) else {
                entitledThroughout.append(target.name)
                continue
            }
            // A widget's group shares nothing with an app of another platform (a Mac app beside an
            // iPhone widget runs on another device): only a widget of its platform counts.
            let platforms = Set(target.configurations.map(\.platform))
            let sharesWithWidget = target.role.isWidget || widgets.contains { widget in
                project.hosts(of: widget).contains { $0.id == target.id }
                    || (project.targetsEntitled(to: value).contains(widget.name) && !platforms.isDisjoint(with: widget.configurations.map(\.platform)))
            }
            let names = missing.map(\.name)
            let files = OrderedSet(missing.compactMap { $0.entitlements?.file }).elements
            let listed = OrderedSet(missing.flatMap(\.resolvedGroups)).elements
            let has = listed.isEmpty ? "no group" : listed.map(\.shown).spoken
            let predicate = " in \(target.name.shown), whose \(names.spoken) \(names.count == 1 ? "build signs" : "builds sign") with \(files.spoken) "
                + "(\(has)), not entitled to it: in \(names.count == 1 ? "that build" : "those builds") "
                + CodeGroups.unentitled(occurrence.call, platforms: Set(target.configurations.map(\.platform)))
                + (sharesWithWidget ? "" : " (\(target.name.shown) shares no group with a widget)")
            let fix = perConfigurationFix(occurrence.language) + ", or add \(value.shown) to \(files.spoken)"
            var one = occurrence
            one.targets = [target.name]
            lacking.append((one, CodeVerdict(sharesWithWidget ? .problem : .note, predicate, fix: fix, configuration: names.count == 1 ? names[0] : nil),
                            "\(occurrence.call) opens \(value.shown)" + (occurrence.definedAt.map { " (defined at \($0.shown))" } ?? "")))
        }
        guard !lacking.isEmpty else { return [(occurrence, verdict, subject)] }
        var fine = occurrence
        fine.targets = entitledThroughout
        return (entitledThroughout.isEmpty ? [] : [(fine, verdict, subject)]) + lacking
    }

    /// One call of the code: its occurrences are the values it may be given.
    private struct Use: Hashable {
        let file: String
        let line: Int
        let call: String

        init(_ occurrence: CodeOccurrence) {
            file = occurrence.file
            line = occurrence.line
            call = occurrence.call
        }
    }

    /// How code gives each configuration its own group, in the code's language.
    private static func perConfigurationFix(_ language: CodeOccurrence.Language) -> String {
        switch language {
        case .swift:
            "give each configuration its own group: an Info.plist key set to $(APP_GROUP), a build setting each configuration sets, read with "
                + "Bundle.main.object(forInfoDictionaryKey:), or #if on the configuration's compilation conditions"
        case .objectiveC:
            "give each configuration its own group: an Info.plist key set to $(APP_GROUP), a build setting each configuration sets, read with "
                + "[NSBundle.mainBundle objectForInfoDictionaryKey:], or #if on the configuration's preprocessor macros"
        case .dart:
            "give each flavor its own group: pass it to the app (String.fromEnvironment('APP_GROUP') with --dart-define=APP_GROUP=... per flavor)"
        case .javaScript, .kotlin, .csharp:
            "give each configuration's build its own group, from the build's settings rather than a literal"
        }
    }

    /// A finding about one place of the code: the target is named when one target compiles it.
    static func finding(_ severity: Finding.Severity, _ occurrence: CodeOccurrence, _ message: String, fix: String? = nil) -> Finding {
        CodeVerdicts.finding(severity, occurrence, message, fix: fix)
    }

    /// The targets that run an occurrence's code: Swift and Objective-C in the targets that
    /// compile it; Dart, JavaScript, Kotlin and C# in the app (the Flutter, React Native, Kotlin
    /// Multiplatform or .NET app target).
    static func runners(_ occurrence: CodeOccurrence, project: ProjectContext) -> [TargetFacts] {
        switch occurrence.language {
        case .swift, .objectiveC: occurrence.targets.compactMap(project.target)
        case .dart, .javaScript, .kotlin, .csharp: project.apps
        }
    }

    /// The calls that open a defaults suite by name, in every language read: any preferences
    /// domain may be named there, not only a group (held-out vlc-ios keeps its migrations in
    /// `initWithSuiteName:@"org.videolan.vlc-ios.migrations"`, on purpose out of the app's domain).
    /// A container URL's identifier is always a group's.
    static let suiteCalls: Set<String> = ["UserDefaults(suiteName:)", "initWithSuiteName:", "initWithSuiteName", "NSUserDefaults(suiteName =)",
                                          "new NSUserDefaults(..., NSUserDefaultsType.SuiteName)", "new UserDefaults", "DefaultPreference.setName"]

    /// The verdict on one occurrence, and the subject its message starts with.
    private static func verdict(_ occurrence: CodeOccurrence, project: ProjectContext, primary: String?) -> (CodeVerdict, String) {
        let context = project, unsigned = project.sharing.unsigned
        let call = occurrence.call
        guard let value = occurrence.value, !value.isEmpty else {
            let given = occurrence.value == nil ? occurrence.expression.shown : "an empty string"
            return (CodeVerdict(.note, ", which is not a string literal or a constant defined once in the project (a value set later, "
                + "or computed): not checked"), "\(call) is given \(given)")
        }
        let subject = "\(call) opens \(value.shown)" + (occurrence.definedAt.map { " (defined at \($0.shown))" } ?? "")
        if Self.suiteCalls.contains(occurrence.call), !Self.isGroupLike(value, project: project) {
            return (CodeVerdict(.note, ", a preferences domain rather than an App Group (no group. prefix, no team prefix, no target lists it): not checked"),
                    subject)
        }
        // The group shared in the configurations the value is this one's (held-out
        // Ranchero-Software+NetNewsWire: a Release value was told the Debug group).
        let use = (group(sharedIn: occurrence.configurations, project: project) ?? primary)
            .map { "use \($0.shown), the group the app and its widget share" } ?? "use the group the targets list"
        let runnerTargets = runners(occurrence, project: project)
        let runnerNames = (runnerTargets.isEmpty ? context.targets : runnerTargets).map(\.name)
        // A template's group is a placeholder unless the project's own groups are in the template's
        // namespace too (then it is their misspelling, judged below) or do not resolve here.
        let namespace = value.hasPrefix("group.") ? Placeholder.exampleNamespace(value) : nil
        let templateGroup = namespace != nil && context.unresolvedGroupVariables.isEmpty
            && !context.allEntitledGroups.contains { Placeholder.exampleNamespace($0) == namespace }
        if Placeholder.matches(value) || templateGroup {
            // Code an app sharing with its widget (or the widget) runs opens a group nobody has: the data never arrives.
            let sharing = runnerTargets.contains { target in target.role.isWidget || context.targets.contains { $0.role.isWidget && context.hosts(of: $0).contains { $0.id == target.id } } }
            // Without a widget in the project, nothing is said of one (issue 39).
            let lost = context.targets.contains(where: \.role.isWidget) ? ", so the data never reaches the widget" : ""
            return (CodeVerdict(sharing ? .problem : .warning, ", a placeholder from example code: it opens that literal group, which no target has"
                + lost, fix: use, placeholder: true), subject)
        }
        if !runnerNames.isEmpty, runnerNames.allSatisfy(unsigned.contains) {
            return (CodeVerdict(.note, " in \(runnerNames.map(\.shown).spoken), which \(runnerNames.count == 1 ? "is" : "are") signed without entitlements: "
                + "see the finding about its CODE_SIGN_ENTITLEMENTS"), subject)
        }
        let entitled = context.targetsEntitled(to: value), entitledNames = Set(entitled), runnerSet = Set(runnerNames)
        if !entitled.isEmpty, entitled.contains(where: runnerSet.contains) {
            return (CodeVerdict(.ok, ", which \(entitled.map(\.shown).spoken) \(entitled.count == 1 ? "is" : "are") entitled to"), "\(call) opens \(value.shown)")
        }
        // A runner whose entitlements were not read, or whose groups do not resolve here, may well be entitled.
        let unknown = runnerNames.filter { name in
            guard let target = context.target(name) else { return false }
            return context.hasUnresolvedGroups(target) || target.configurations.contains(where: \.entitlementsUnknown)
        }
        if !unknown.isEmpty {
            return (CodeVerdict(.note, ": not checked, since the groups of \(unknown.map(\.shown).spoken) are unknown here (entitlements not read, "
                + "or groups that do not resolve)"), subject)
        }
        // Runners that lack the very group the app and its widget should share: the finding about
        // their entitlements is the cause (one cause, one finding); this call only follows from it.
        let lacking = runnerNames.filter { !entitledNames.contains($0) }
        if !lacking.isEmpty, lacking.allSatisfy({ project.sharing.reportsLack(of: value, in: $0) }) {
            return (CodeVerdict(.note, " in \(lacking.map(\.shown).spoken), which \(lacking.count == 1 ? "does" : "do") not list it yet: see the finding "
                + "about \(lacking.count == 1 ? "its" : "their") entitlements"), subject)
        }
        // Decision 15: code in a target that runs on another platform than every widget entitled to
        // the group (a watch app beside an iPhone widget) shares nothing with them by any entitlement:
        // an App Group is a container on one device. A note naming how data reaches that device.
        let lackingTargets = lacking.compactMap(context.target)
        let widgetPlatforms = Set(context.targets.filter { $0.role.isWidget && entitledNames.contains($0.name) }.flatMap { $0.configurations.map(\.platform) })
        if !entitled.isEmpty, !lackingTargets.isEmpty, !widgetPlatforms.isEmpty,
           lackingTargets.allSatisfy({ Set($0.configurations.map(\.platform)).isDisjoint(with: widgetPlatforms) }) {
            let platforms = OrderedSet(lackingTargets.flatMap { $0.configurations.map(\.platform.rawValue) }).elements
            let widgetsOn = widgetPlatforms.map(\.rawValue).sorted()
            return (CodeVerdict(.note, " in \(lacking.map(\.shown).spoken), which \(lacking.count == 1 ? "runs" : "run") on \(platforms.spoken), not where the widgets "
                + "sharing it run (\(widgetsOn.spoken)): an App Group is a container on one device, so no entitlement shares it across them",
                                fix: platforms == ["watchOS"] ? "send the data to the watch with WatchConnectivity (WCSession.updateApplicationContext), and store it there"
                                    : "share the data another way (CloudKit, a server) where it must cross devices"), subject)
        }
        if !entitled.isEmpty {
            return (CodeVerdict(.problem, " in \(runnerNames.map(\.shown).spoken), but only \(entitled.map(\.shown).spoken) "
                + "\(entitled.count == 1 ? "is" : "are") entitled to it: there "
                + unentitled(call, platforms: Set(runners(occurrence, project: project).map(\.deployment.platform))),
                                fix: "add \(value.shown) to the App Groups of \(runnerNames.map(\.shown).spoken)"), subject)
        }
        // Groups still written with variables may well be this one: unknown, not wrong.
        let unresolved = context.unresolvedGroupVariables
        if !unresolved.isEmpty, !context.allEntitledGroups.contains(value) {
            return (CodeVerdict(.note, ": not checked, since the targets' groups do not resolve (\(unresolved.map { "$(\($0.name.shown))" }.spoken))",
                                fix: GroupIdentifierRules.fix(for: unresolved)), subject)
        }
        let candidates = context.allEntitledGroups.compactMap { group in GroupSpelling.variant(value, of: group).map { (group, $0) } }
        if let (intended, variant) = candidates.first {
            return (CodeVerdict(.problem, ", which \(variant.describe(relativeTo: intended)), the group the targets are entitled to: identifiers are "
                + "compared exactly, so this opens a different, empty group", fix: "use exactly \(intended.shown)"), subject)
        }
        let copied = Placeholder.looksCopied(value) ? " (it looks copied from example code)" : ""
        let platforms = Set(runners(occurrence, project: project).map(\.deployment.platform))
        // No target lists any group: there is none to use (held-out Dtano17+pathwise_app).
        let fix = context.allEntitledGroups.isEmpty ? entitling(runnerNames, to: value, project: project) : use
        return (CodeVerdict(.problem, ", which no target is entitled to\(copied): \(unentitled(call, platforms: platforms))", fix: fix), subject)
    }

    /// The fix that entitles `targets` to `group` where no target lists a group: signing with the
    /// entitlements file no target signs with that lists it, else adding the capability.
    static func entitling(_ targets: [String], to group: String, project: ProjectContext) -> String {
        let who = targets.isEmpty ? "the app's target" : targets.map(\.shown).spoken
        if let listing = unusedListing(of: group, project: project) {
            return "set \(listing.shown), which lists \(group.shown), as the Code Signing Entitlements of \(who) in every configuration"
        }
        return "add the App Groups capability with \(group.shown) to \(who) (Signing & Capabilities)"
    }

    /// The entitlements file listing `group` that no target signs with, when no target is entitled to it.
    static func unusedListing(of group: String, project: ProjectContext) -> String? {
        guard project.targetsEntitled(to: group).isEmpty else { return nil }
        return project.snapshot.entitlementsFiles.first { $0.groups?.contains(group) == true && !project.signedFiles.contains($0.file) }?.file
    }

    /// The one group (written without variables) the app and its widget share in every one of
    /// `configurations`; nil for none given, or when they share different ones.
    private static func group(sharedIn configurations: [String], project: ProjectContext) -> String? {
        guard !configurations.isEmpty else { return nil }
        let groups = OrderedSet(project.sharing.sharedGroups.filter { configurations.contains($0.configuration) }.compactMap(\.expected)
            .filter { !$0.contains("$(") && !$0.contains("${") }).elements
        return groups.count == 1 ? groups[0] : nil
    }

    /// What a call gives for a group its process is not entitled to: a suite of defaults is the
    /// process's own, not nil (the same name opens another store in the app and in its widget); a
    /// container URL is nil on iOS and its kin, while macOS returns a folder its sandbox keeps the
    /// process out of.
    static func unentitled(_ call: String, platforms: Set<ApplePlatform>) -> String {
        if call.contains("containerURL") {
            return !platforms.isEmpty && platforms == [.macOS]
                ? "macOS returns a folder the sandbox keeps the process out of, so nothing is shared"
                : "the container is nil, so nothing is shared"
        }
        // Said of no process in particular: the widget is named only where it runs the code (held-out
        // NetNewsWire's widget never did), and one constant's calls in several targets are one finding.
        return "the suite is each process's own, not shared: what one process writes there, no other sees"
    }

    /// Whether a suite name can be an App Group: `group.`-style, Team-ID style (`A1B2C3D4E5.name`,
    /// macOS), or one some target lists in any letter case.
    static func isGroupLike(_ value: String, project: ProjectContext) -> Bool {
        if value.lowercased().hasPrefix("group.") { return true }
        let prefix = value.prefix { $0 != "." }
        if prefix.count == 10, prefix.allSatisfy({ $0.isASCII && ($0.isUppercase || $0.isNumber) }), value.count > 11 { return true }
        return project.allEntitledGroups.contains { $0.lowercased() == value.lowercased() }
    }
}
