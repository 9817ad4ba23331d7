import Testing
@testable import WidgetTUIKit

@Suite("GitHub annotations")
struct GitHubAnnotationsTests {
    typealias Annotation = CIReport.Annotation

    static func report(_ annotations: [Annotation]) -> CIReport {
        CIReport(command: "verify", subject: "snaps", cases: [], annotations: annotations)
    }

    @Test("Errors come before warnings, each level in the report's order")
    func ordering() {
        let lines = GitHubAnnotations.lines(Self.report([
            Annotation(.warning, title: "w1", message: "m"), Annotation(.error, title: "e1", message: "m"),
            Annotation(.notice, title: "n1", message: "m"), Annotation(.warning, title: "w2", message: "m"),
            Annotation(.error, title: "e2", message: "m"),
        ]), reportAt: "the log")
        #expect(lines == ["::error title=e1::m", "::error title=e2::m", "::warning title=w1::m", "::warning title=w2::m", "::notice title=n1::m"])
    }

    @Test("Past 10 of a level the rest fold into one last notice that counts them and says where the report is")
    func capping() {
        let errors = (1...25).map { Annotation(.error, title: "e\($0)", message: "m") }
        let warnings = (1...3).map { Annotation(.warning, title: "w\($0)", message: "m") }
        let lines = GitHubAnnotations.lines(Self.report(errors + warnings), reportAt: "report.xml")
        #expect(lines.count == 14)
        #expect(lines.prefix(10) == ArraySlice((1...10).map { "::error title=e\($0)::m" }))
        #expect(lines[10..<13] == ArraySlice((1...3).map { "::warning title=w\($0)::m" }))
        #expect(lines.last == "::notice title=widget-tui verify%3A 15 more::15 more annotations (15 errors) not shown, "
            + "since GitHub shows 10 of each level per step: see report.xml")
    }

    @Test("The job's limit counts every level and leaves room for the folding notice")
    func jobLimit() {
        let annotations = Annotation.Level.allCases.flatMap { level in (1...10).map { Annotation(level, title: "\(level)\($0)", message: "m") } }
        let lines = GitHubAnnotations.lines(Self.report(annotations), reportAt: "the log", perLevel: 10, perJob: 15)
        #expect(lines.count == 15)
        #expect(lines.filter { $0.hasPrefix("::error ") }.count == 10)
        #expect(lines.filter { $0.hasPrefix("::warning ") }.count == 4)
        #expect(lines.last?.hasPrefix("::notice title=widget-tui verify%3A 16 more::16 more annotations (6 warnings, 10 notices)") == true)
    }

    @Test("Nothing folds when everything fits, notices included")
    func nothingFolds() {
        let annotations = (1...9).map { Annotation(.notice, title: "n\($0)", message: "m") }
        #expect(GitHubAnnotations.lines(Self.report(annotations), reportAt: "the log").count == 9)
    }

    @Test("Messages escape %, CR and LF; properties also : and , so data cannot end a property or start a command")
    func escaping() {
        let line = GitHubAnnotations.line(Annotation(.error, title: "a: b, 100%", message: "50% done\r\n::error::injected",
                                                     file: "snaps/x,y:z.txt", line: 12))
        #expect(line == "::error file=snaps/x%2Cy%3Az.txt,line=12,title=a%3A b%2C 100%25::50%25 done%0D%0A::error::injected")
        #expect(!line.contains("\n") && !line.contains("\r"))
        #expect(GitHubAnnotations.escapedData("a:b,c") == "a:b,c")
    }

    /// The runner reads `##[` anywhere in a line, its own commands' lines too.
    @Test("No title, file or message holds the old form of a command")
    func oldFormBroken() {
        let line = GitHubAnnotations.line(Annotation(.warning, title: "target ##[add-mask]T", message: "x ###[set-env]y #",
                                                     file: "##[z].swift"))
        #expect(line == #"::warning file=##\u{5B}z].swift,title=target ##\u{5B}add-mask]T::x ###\u{5B}set-env]y #"#)
    }
}
