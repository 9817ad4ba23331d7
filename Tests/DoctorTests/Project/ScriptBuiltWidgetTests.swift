import Foundation
import Findings
import Testing
@testable import Doctor

/// A widget-only project a script builds (issue 37, class 12): its PRODUCT_BUNDLE_IDENTIFIER is a
/// variable the script passes to xcodebuild, and the note names the script's line that sets it.
/// Shaped like menu-bar apps that package a widget with a shell script or a Makefile.
@Suite("unresolved-setting: the script line that sets a script-built widget's identifier")
struct ScriptBuiltWidgetTests {
    /// The widget-only project, in `folder` of the repository when given (the scripts at the root).
    private func note(scripts: [String: String], folder: String? = nil) throws -> DoctorFinding {
        let run = try ExampleRun(ExampleInput.widgetApp.with {
            $0.project?.targets.removeAll { $0.name == "App" }
            $0.files["App/AppModel.swift"] = nil
            $0.set("PRODUCT_BUNDLE_IDENTIFIER", "$(WIDGET_BUNDLE_ID)", target: "Widget")
            if let folder {
                $0.files = Dictionary(uniqueKeysWithValues: $0.files.map { ("\(folder)/\($0.key)", $0.value) })
                let path = $0.project?.path ?? ""
                $0.project?.path = "\(folder)/\(path)"
            }
            for (path, text) in scripts { $0.files[path] = .text(text) }
        })
        return try #require(run.findings(of: "unresolved-setting").first { $0.target == "Widget" })
    }

    private static let packageScript = """
        #!/usr/bin/env bash
        set -euo pipefail
        # WIDGET_BUNDLE_ID=com.example.old (a comment sets nothing)
        BUNDLE_ID="com.example.menubar"
        echo "building ${WIDGET_BUNDLE_ID:-}" && [ "$WIDGET_BUNDLE_ID" == "" ] || true
        xcodebuild -project App.xcodeproj -scheme Widget \\
            WIDGET_BUNDLE_ID="$BUNDLE_ID.widget" \\
            build

        """

    @Test("An xcodebuild argument, an export and a Makefile assignment are found at their line; uses and comments are not")
    func scriptLines() throws {
        #expect(try note(scripts: ["Scripts/package_app.sh": Self.packageScript]).message.contains("Scripts/package_app.sh:7 sets WIDGET_BUNDLE_ID"))
        #expect(try note(scripts: ["scripts/env.sh": "#!/bin/sh\nexport WIDGET_BUNDLE_ID=com.example.menubar.widget\n"]).message
                    .contains("scripts/env.sh:2 sets WIDGET_BUNDLE_ID"))
        #expect(try note(scripts: ["Makefile": "BUNDLE := com.example.menubar\nWIDGET_BUNDLE_ID := $(BUNDLE).widget\n\nwidget:\n\txcodebuild WIDGET_BUNDLE_ID=$(WIDGET_BUNDLE_ID)\n"])
                    .message.contains("Makefile:2 sets WIDGET_BUNDLE_ID"))
    }

    @Test("The project one folder down, the repository's Scripts/ beside it")
    func scriptsBesideTheProjectFolder() throws {
        let found = try note(scripts: ["Scripts/package_app.sh": Self.packageScript], folder: "WidgetExtension")
        #expect(found.message.contains("Scripts/package_app.sh:7 sets WIDGET_BUNDLE_ID"), "\(found.message)")
    }

    @Test("No script setting it: the note says a script passes it, naming no line")
    func noScript() throws {
        let found = try note(scripts: ["Scripts/lint.sh": "#!/bin/sh\necho \"$WIDGET_BUNDLE_ID\"\nswiftlint\n"])
        #expect(!found.message.contains("Scripts/lint.sh"))
        #expect(found.message.contains("WIDGET_BUNDLE_ID"))
    }
}
