import Testing
@testable import WidgetTUIKit

@Suite("The job summary")
struct StepSummaryTests {
    @Test("A table of what failed or warned, each failure's detail folded under its name, the passes counted in the heading")
    func table() {
        let report = CIReport(command: "check", subject: "group.demo", cases: [
            CIReport.Case(name: "determinism", status: .passed),
            CIReport.Case(name: "flip", status: .failed, message: "frame walk/0 | equals its mirror", detail: "fix: draw ```it``` again"),
            CIReport.Case(name: "timeline-budget", status: .warned, message: "many reloads"),
        ], annotations: [])
        let markdown = StepSummary.markdown(report, reportAt: "the log")
        #expect(markdown.hasPrefix("### ❌ widget-tui check group.demo: 1 failed, 1 warned, 1 passed\n\n| Result | Check | What happened |\n|---|---|---|\n"))
        #expect(markdown.contains("| ❌ failed | <code>flip</code> | frame walk/0 &#124; equals its mirror |\n"))
        #expect(markdown.contains("| ⚠️ warned | <code>timeline-budget</code> | many reloads |\n"))
        #expect(!markdown.contains("determinism"))
        // The fence is longer than any run of backticks in the detail, so the detail cannot close it.
        #expect(markdown.contains("<details><summary><code>flip</code></summary>\n\n````text\nfix: draw ```it``` again\n````\n"))
    }

    /// Names and messages come from the user's data: on GitHub's page they may neither link nor
    /// notify anyone. Markdown autolinks a literal `://`, `www.` and `a@b.c`; GitHub mentions
    /// `@name` and references `#12` in the rendered text.
    @Test("Data in a cell makes no link and no mention")
    func noLinksOrMentions() {
        let cell = StepSummary.cell("@octocat a@b.example https://x.example www.x.example #12 [l](u) <a href=u>")
        #expect(cell == "&#64;&#8203;octocat a&#64;&#8203;b.example https&#58;//x.example www&#46;x.example &#35;&#8203;12 "
            + "&#91;l&#93;(u) &lt;a href=u&gt;")
    }

    @Test("A report that passed is one heading")
    func passed() {
        let report = CIReport(command: "verify", subject: "snaps", cases: [CIReport.Case(name: "a.txt", status: .passed)], annotations: [])
        #expect(StepSummary.markdown(report, reportAt: "the log") == "### ✅ widget-tui verify snaps: 1 passed\n\n")
    }

    @Test("A summary that would pass the limit stops short of it and says how much was left out and where it is")
    func limit() {
        let detail = String(repeating: "x", count: 2_000)
        let cases = (0..<2_000).map { CIReport.Case(name: "small-entry-\($0).txt", status: .failed, message: "changed", detail: detail) }
        let report = CIReport(command: "verify", subject: "snaps", cases: cases, annotations: [])
        let markdown = StepSummary.markdown(report, reportAt: "report.xml")
        #expect(markdown.utf8.count <= StepSummary.limit)
        #expect(markdown.utf8.count > StepSummary.limit - 5_000, "it fills the room it has")
        #expect(markdown.contains("| ❌ failed | <code>small-entry-1999.txt</code> | changed |"), "the table comes before the details")
        #expect(markdown.hasSuffix("more parts of this report left out to stay under GitHub's summary limit: see report.xml._\n"))

        let small = StepSummary.markdown(report, limit: 300, reportAt: "report.xml")
        #expect(small.utf8.count <= 300)
        #expect(small.contains("left out"))
    }
}
