import CCurses

/// Whether a character takes one column in the current locale, as `wcwidth` says, asked of the C
/// library only for a character other than the one asked last: a screen is mostly ASCII and a
/// widget mostly runs of the same half block, and the preview asks for every cell that changed.
struct CharacterWidth {
    private var last: (character: Unicode.Scalar, isOne: Bool)?

    mutating func isOne(_ character: Unicode.Scalar) -> Bool {
        // Printable ASCII is one column in every locale.
        if (0x20..<0x7F).contains(character.value) { return true }
        if let last, last.character == character { return last.isOne }
        let isOne = wt_wcwidth(wchar_t(character.value)) == 1
        last = (character, isOne)
        return isOne
    }
}
