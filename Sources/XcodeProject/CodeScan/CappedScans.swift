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
    /// What a scan kept the first `limit` of.
    enum Dropped: Hashable {
        /// Matches of one kind in a file: calls, literals, declarations, members.
        case matches
        /// Values one expression may stand for (the symbol table's: an enum's cases, a switch's returns).
        case values
        /// Calls of one function, read for what its callers pass.
        case calls
    }

    /// A file's scan that dropped a match: the file as shown, its language, the limit and what it counts.
    struct Capped: Hashable {
        let file: String
        let language: CodeOccurrence.Language
        let limit: Int
        let dropped: Dropped
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
        let kept = switch capped.dropped {
        case .matches: "kept the first \(capped.limit) matches of one kind"
        case .values: "kept the first \(capped.limit) values of one expression"
        case .calls: "read the first \(capped.limit) calls of one function"
        }
        return ReadProblem(.source, .truncated(kept), file: capped.file, language: capped.language)
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

    /// Records that a scan of this file stopped after its first `limit` matches (or values, or
    /// calls: `dropped`) (`CappedScans`).
    func recordCapped(at limit: Int, of dropped: CappedScans.Dropped = .matches) {
        CappedScans.current?.add(CappedScans.Capped(file: file, language: shownLanguage, limit: limit, dropped: dropped))
    }

    /// The first `limit` of `matches`, the file recorded when there were more.
    func capped<Matches: Collection>(_ matches: Matches, limit: Int = CodeScanner.maximumOccurrencesPerFile,
                                     of dropped: CappedScans.Dropped = .matches) -> Matches.SubSequence {
        if matches.count > limit { recordCapped(at: limit, of: dropped) }
        return matches.prefix(limit)
    }
}
