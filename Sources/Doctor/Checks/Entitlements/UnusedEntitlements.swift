import Findings
import SharedData
import XcodeProject

/// `unused-entitlements`: files nothing signs with are never evidence of the group. One naming
/// another group than the targets sign with misleads (a warning: delete it); one listing the same
/// groups, or none, is a leftover copy (a note). A file a fix tells the user to set is not one. A
/// template whose groups hold placeholders a script fills in (`group.{{MAIN_BUNDLE_ID}}`: a config
/// plugin copies it into the extension it creates, Zentik-notifier+frontend) is a note, never "delete it";
/// nor is a file listing a group the code opens that no target is entitled to (Dtano17+pathwise_app).
enum UnusedEntitlements: DoctorCheck {
    static let description = CheckDescription(
        id: "unused-entitlements", area: .entitlements, title: "unused entitlements file",
        summary: "an .entitlements file no target and configuration signs with",
        severities: [.note, .warning],
        verdicts: "WARNING: no target and configuration signs with this file and it names another group than the targets sign with "
            + "(delete it), or a group the code opens that no target is entitled to (keep it, and sign with it); NOTE: a leftover copy listing the same groups, or none, or a template whose groups hold placeholders a script "
            + "fills in (`{{NAME}}`, `__NAME__`, `${NAME}`, `<%= name %>`). Its groups are never taken as evidence of the project's group",
        reads: [.entitlementsFiles],
        examples: [
            .triggers("a leftover file naming another group", .widgetApp.with {
                $0.files["Old/Old.entitlements"] = .text(ExampleInput.entitlements(["group.com.example.old"]))
            }, .warning(file: "Old/Old.entitlements")),
            .triggers("a leftover copy of the group's file", .widgetApp.with {
                $0.files["Old/Old.entitlements"] = .text(ExampleInput.entitlements([ExampleInput.group]))
            }, .note(file: "Old/Old.entitlements")),
            .triggers("a template a config plugin copies into the extension it makes", .widgetApp.with {
                $0.files["plugins/withExtensions/files/Service/Service.entitlements"] = .text(ExampleInput.entitlements(["group.{{MAIN_BUNDLE_ID}}"]))
            }, .note(file: "plugins/withExtensions/files/Service/Service.entitlements")),
            .passes("every file signs a target", .widgetApp),
            .passes("a file a packaging script signs with, outside Xcode", .widgetApp.with {
                $0.files["Daemon/Helper.entitlements"] = .text(ExampleInput.entitlements(["group.com.example.old"]))
                $0.files["scripts/package.sh"] = .text("#!/bin/sh\nldid -S\"Daemon/Helper.entitlements\" build/helper\n")
            }),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.flatMap { project in
            let used = project.signedFiles.union(context.usedElsewhere(than: project).signed)
            // Written forms too: a file listing `$(APP_GROUP_IDENTIFIER)` as the signed ones do is a copy.
            let signed = Set(project.allEntitledGroups
                + project.targets.flatMap { $0.configurations.flatMap { $0.entitlements?.groups.map(\.written) ?? [] } })
            let opened = Set(project.snapshot.code.compactMap(\.value))
            // A file a repository script signs with (`ldid -S`, `codesign --entitlements`) is used outside Xcode.
            return project.snapshot.entitlementsFiles.filter {
                !used.contains($0.file) && !project.sharing.adopted.contains($0.file) && $0.signedByScript == nil
            }.map { listing in
                let groups = listing.groups.map { $0.isEmpty ? "no App Group" : $0.map(\.shown).spoken } ?? "nothing readable"
                if listing.groups?.contains(where: isTemplate) == true {
                    return Finding(.note, file: listing.file,
                                   message: "a template: what it lists (\(groups)) holds placeholders a script fills in before a build signs with "
                                       + "its copy, so it says nothing about the project's group")
                }
                let harmless = listing.groups.map { $0.allSatisfy(signed.contains) } ?? false
                // A group the code opens and no target lists (code-group's fix may tell the user to sign with this file).
                let wanted = (listing.groups ?? []).first { opened.contains($0) && project.targetsEntitled(to: $0).isEmpty }
                return Finding(harmless ? .note : .warning, file: listing.file,
                               message: "no target and configuration signs with this file, so what it lists (\(groups)) is in no build "
                                   + "and says nothing about the project's group",
                               fix: wanted.map { "keep it: the code opens \($0.shown), which no target is entitled to; set it as Code Signing Entitlements "
                                   + "of the target it was meant for" } ?? "delete it, or set it as Code Signing Entitlements of the configuration it was meant for")
            }
        }
    }

    /// A group holding a template's placeholder: `{{NAME}}` (mustache, Expo config plugins),
    /// `__NAME__`, `${NAME}` (shell, Gradle), `<%= name %>` (ERB, EJS). Xcode's own `$(NAME)` is a
    /// build setting, judged as written.
    static func isTemplate(_ group: String) -> Bool {
        if group.contains("{{") || group.contains("${") || group.contains("<%") { return true }
        guard let start = group.firstRange(of: "__") else { return false }
        let rest = group[start.upperBound...]
        guard let end = rest.firstRange(of: "__") else { return false }
        let name = rest[..<end.lowerBound]
        return !name.isEmpty && name.allSatisfy { $0.isUppercase || $0.isNumber || $0 == "_" }
    }
}
