import Findings
import SharedData
import XcodeProject

/// `widget-url`: a view that sets `.widgetURL` more than once on one path through its body: iOS
/// honours one per widget, so every tap opens the same URL (home_widget #235).
enum WidgetURL: DoctorCheck {
    static let description = CheckDescription(
        id: "widget-url", area: .code, title: "repeated widgetURL",
        summary: "a view that sets .widgetURL more than once on one path through its body",
        severities: [.warning],
        verdicts: "WARNING: a view that sets `.widgetURL` more than once on one path through its body (one is honoured; use `Link`); calls "
            + "in different branches of an `if`/`else`, cases of a `switch` (an empty state and a list) or stretches of `#if`/`#else` are one each; "
            + "another view of the project counts where it is built (`Name(`, `Name {`), not where it is named (`Name.member`, `Name.self`, a "
            + "type annotation), and a view never inside itself; a view no widget extension compiles (an in-app preview) is not judged",
        reads: [.swiftCode],
        examples: [
            .triggers("a view setting .widgetURL twice on one path", .widgetApp.with {
                $0.files["Widget/PetView.swift"] = .text("import SwiftUI\n\nstruct PetView: View {\n    var body: some View {\n        VStack {\n            Text(\"a\").widgetURL(URL(string: \"pets://a\"))\n            Text(\"b\").widgetURL(URL(string: \"pets://b\"))\n        }\n    }\n}\n")
                $0.project?.update("Widget") { $0.sources.append("Widget/PetView.swift") }
            }, .warning(file: "Widget/PetView.swift", line: 7)),
            .triggers("a view a helper of another view returns sets .widgetURL twice: said once, at that view, not at the view showing it",
                      .widgetApp.with {
                $0.files["Widget/PetView.swift"] = .text("import SwiftUI\n\nstruct PetView: View {\n    var body: some View {\n        Text(\"a\")\n"
                    + "            .widgetURL(URL(string: \"pets://a\"))\n            .widgetURL(URL(string: \"pets://b\"))\n    }\n}\n\n"
                    + "struct PetScreen: View {\n    var body: some View {\n        content()\n    }\n\n"
                    + "    private func content() -> some View {\n        PetView()\n    }\n}\n")
                $0.project?.update("Widget") { $0.sources.append("Widget/PetView.swift") }
            }, .warning(file: "Widget/PetView.swift", line: 7)),
            .passes("each branch of #if / #elseif / #else sets .widgetURL once: one is compiled", .widgetApp.with {
                $0.files["Widget/PetView.swift"] = .text("import SwiftUI\n\nstruct PetView: View {\n    var body: some View {\n        VStack {\n#if WIDGET\n            Text(\"a\").widgetURL(URL(string: \"pets://a\"))\n#elseif PREVIEW\n            Text(\"p\").widgetURL(URL(string: \"pets://p\"))\n#else\n            Text(\"b\").widgetURL(URL(string: \"pets://b\"))\n#endif\n        }\n    }\n}\n")
                $0.project?.update("Widget") { $0.sources.append("Widget/PetView.swift") }
            }),
            .passes("the app's preview screen shows the widget's view three times: no widget draws that screen", .widgetApp.with {
                $0.files["Widget/PetView.swift"] = .text("import SwiftUI\n\nstruct PetView: View {\n    var body: some View {\n        Text(\"a\").widgetURL(URL(string: \"pets://a\"))\n    }\n}\n")
                $0.files["App/WidgetPreview.swift"] = .text("import SwiftUI\n\nstruct WidgetPreview: View {\n    var body: some View {\n        VStack {\n            PetView()\n            PetView()\n            PetView()\n        }\n    }\n}\n")
                $0.project?.update("Widget") { $0.sources.append("Widget/PetView.swift") }
                $0.project?.update("App") { $0.sources += ["Widget/PetView.swift", "App/WidgetPreview.swift"] }
            }),
            .passes("one .widgetURL reading the view's own static constant: the view is not drawn inside itself", .widgetApp.with {
                $0.files["Widget/PetView.swift"] = .text("import SwiftUI\n\nstruct PetView: View {\n    static let scheme = \"pets://\"\n\n"
                    + "    var body: some View {\n        Text(\"a\")\n            .widgetURL(URL(string: PetView.scheme + \"a\"))\n    }\n}\n")
                $0.project?.update("Widget") { $0.sources.append("Widget/PetView.swift") }
            }),
            .passes("one .widgetURL and a Link", .widgetApp.with {
                $0.files["Widget/PetView.swift"] = .text("import SwiftUI\n\nstruct PetView: View {\n    var body: some View {\n        VStack {\n            Text(\"a\")\n            Link(destination: URL(string: \"pets://b\")!) { Text(\"b\") }\n        }\n        .widgetURL(URL(string: \"pets://a\"))\n    }\n}\n")
                $0.project?.update("Widget") { $0.sources.append("Widget/PetView.swift") }
            }),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.projects.flatMap { project in
            project.snapshot.views.repeatedWidgetURLs.map { repeated in
                Finding(.warning, file: repeated.file, line: repeated.line,
                        message: "\(repeated.view.shown) sets .widgetURL \(repeated.count) times: iOS honours one per widget, so taps open the same URL",
                        fix: "keep one .widgetURL for the whole widget and use Link(destination:) for each part that opens its own URL")
            }
        }
    }
}
