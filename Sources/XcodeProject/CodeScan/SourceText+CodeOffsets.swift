extension SourceText {
    /// The offsets from `start` to `end` (the end of the file when nil, and never past it) that
    /// are code: each string literal met (quotes included, a triple-quoted one whole, an unclosed
    /// one to its line's end or, for a multi-line one, the file's) passed over, as a scan from
    /// `start` skipping each with `skipString` passes over it. The one walk every bracket-matching,
    /// statement-ending and call-finding scan of a file's bytes makes, so they lex strings alike;
    /// their own rules (which brackets count, what ends the walk) are theirs.
    func codeOffsets(from start: Int, to end: Int? = nil) -> CodeOffsets {
        CodeOffsets(bytes, strings: strings, language: language, from: start, to: end ?? bytes.count)
    }

    /// `codeOffsets(from:to:)`: the literals the file was found to hold (`strings`) are jumped over, so
    /// a byte costs a comparison, not a test of whether it opens a literal. A scan from inside
    /// one of them (an interpolation's call) reads that literal's tail as code, as a scan of its
    /// own would, and lexes on its own until it stands where the file's lexing does (at code, or
    /// at a literal's opening quote): from there both meet the same literals.
    struct CodeOffsets: Sequence, IteratorProtocol {
        private let bytes: [UInt8]
        private let strings: [Range<Int>]
        private let language: Language
        private var index: Int
        private let end: Int
        /// The first of `strings` that does not end at or before `index`.
        private var upcoming: Int
        /// Where `strings[upcoming]` starts (`Int.max` past the last), while in step with the file's lexing.
        private var upcomingStart = Int.max
        /// Whether the scan is not yet known to be in step: at its start, and while it began
        /// inside one of the file's literals.
        private var apart = true

        init(_ bytes: [UInt8], strings: [Range<Int>], language: Language, from start: Int, to end: Int) {
            self.bytes = bytes
            self.strings = strings
            self.language = language
            index = Swift.max(0, start)
            self.end = Swift.min(end, bytes.count)
            var low = 0, high = strings.count
            while low < high {
                let middle = (low + high) / 2
                if strings[middle].upperBound <= index { low = middle + 1 } else { high = middle }
            }
            upcoming = low
        }

        mutating func next() -> Int? {
            while index < end {
                if apart {
                    while upcoming < strings.count, strings[upcoming].upperBound <= index { upcoming += 1 }
                    if upcoming < strings.count, strings[upcoming].lowerBound < index {
                        // Inside a literal to the file's lexing, not (or not the same one) to this scan's.
                        if language.opensString(bytes[index]) {
                            index = SourceText.skipString(in: bytes, from: index, language: language) ?? end
                            continue
                        }
                        index += 1
                        return index - 1
                    }
                    apart = false
                    upcomingStart = upcoming < strings.count ? strings[upcoming].lowerBound : Int.max
                }
                if index == upcomingStart {
                    index = strings[upcoming].upperBound
                    upcoming += 1
                    upcomingStart = upcoming < strings.count ? strings[upcoming].lowerBound : Int.max
                    continue
                }
                index += 1
                return index - 1
            }
            return nil
        }
    }
}
