import Findings
import SharedData
import XcodeProject

/// `container-layout`: no symbolic link, FIFO or other special file where widget-tui (and the
/// app's own writes) read or write in the container.
enum ContainerLayout: DoctorCheck {
    static let description = CheckDescription(
        id: "container-layout", area: .container, title: "container layout",
        summary: "a link, FIFO or other special file where the suite or shared files are read or written",
        severities: [.problem],
        verdicts: "PROBLEM: a symbolic link, FIFO or other special file where widget-tui reads or writes (the preferences folder, the "
            + "suite, home_widget's folder); the suite is then not read, its problem said once",
        examples: [
            .triggers("the suite is a link to a file outside the container", .petContainer.with {
                $0.container?.suite = nil
                $0.container?.links = ["Library/Preferences/\(ExampleInput.group).plist": "/etc/hosts"]
            }, .problem(file: "container/Library/Preferences/\(ExampleInput.group).plist")),
            .passes("plain folders and files", .petContainer),
        ])

    static func findings(_ context: DoctorContext) -> [Finding] {
        context.container.evidence?.layout.map { .problem($0.path.shown, $0.message, fix: $0.fix) } ?? []
    }
}
