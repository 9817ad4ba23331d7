import Essentials

/// The files in which a scan dropped matches at its limit. Each scan keeps at most
/// `CodeScanner.maximumOccurrencesPerFile` matches of one kind in a file (and the key scans
/// examine at most `SwiftKeyScanner.maximumCandidates` candidates), so that a hostile file costs
/// bounded work; a match dropped there may be the one that is wrong. The reader records every
/// such file and reports its scan incomplete (issue 35, item 5), rather than passing on what it
/// did not read.
///
/// The scans are pure functions many calls below the reader, at some thirty places: the reader
/// installs a recorder for its run (`record`) rather than every scan returning a flag beside its
/// result. A scan run outside a reader (a fuzz target, a test of one scanner) records nothing.
final class CappedScans: @unchecked Sendable {
    /// A file's scan that dropped a match: the file as shown, its language, and the limit.
    struct Capped: Hashable {
        let file: String
        let language: CodeOccurrence.Language
        let limit: Int
    }

    /// Written by one synchronous run at a time (a reader's run spawns no task), in the order met.
    private(set) var files: [Capped] = []

    @TaskLocal static var current: CappedScans?

    /// `operation`'s result and the files its scans capped.
    static func record<Result>(_ operation: () -> Result) -> (Result, [Capped]) {
        let recorder = CappedScans()
        let result = $current.withValue(recorder) { operation() }
        return (result, recorder.files)
    }

    fileprivate func add(_ capped: Capped) {
        if !files.contains(capped) { files.append(capped) }
    }

    /// As the reader reports it: the scan of one file, cut short.
    static func problem(_ capped: Capped) -> ReadProblem {
        ReadProblem(.source, .truncated("kept the first \(capped.limit) matches of one kind"), file: capped.file, language: capped.language)
    }
}

extension SourceText {
    /// Whether a scan that has kept `count` matches of one kind in this file may keep another: below
    /// `limit`. Asked where a match would be kept, so that a file with exactly `limit` matches is read
    /// whole; past it the match is dropped and the file recorded (`CappedScans`).
    func keeps(_ count: Int, limit: Int = CodeScanner.maximumOccurrencesPerFile) -> Bool {
        guard count >= limit else { return true }
        recordCapped(at: limit)
        return false
    }

    /// Records that a scan of this file stopped after its first `limit` matches (`CappedScans`).
    func recordCapped(at limit: Int) {
        CappedScans.current?.add(CappedScans.Capped(file: file, language: shownLanguage, limit: limit))
    }

    /// The first `limit` of `matches`, the file recorded when there were more.
    func capped<Matches: Collection>(_ matches: Matches, limit: Int = CodeScanner.maximumOccurrencesPerFile) -> Matches.SubSequence {
        if matches.count > limit { recordCapped(at: limit) }
        return matches.prefix(limit)
    }
}
