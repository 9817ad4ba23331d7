import CCurses
import Essentials

/// Half blocks (U+2580) need a UTF-8 locale: in any other, ncurses draws them as spaces and the
/// top pixel of every cell is silently lost.
enum UTF8Locale {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Adopts the user's locale, falling back to C.UTF-8 when it is not UTF-8. Returns a note for
    /// the message line when it fell back; nil when the user's locale was UTF-8 already.
    @MainActor
    static func adopt() throws(Failure) -> String? {
        try choose(
            setLocale: { name in name.withCString { setlocale(LC_ALL, $0) }.map { String(cString: $0) } },
            codeset: { String(cString: wt_codeset()) }
        )
    }

    /// The decision, with the C calls passed in so it can be tested.
    static func choose(setLocale: (String) -> String?, codeset: () -> String) throws(Failure) -> String? {
        let user = setLocale("")
        let userCodeset = codeset()
        if isUTF8(userCodeset) { return nil }
        let described = user.map { "locale '\($0)'" } ?? "the locale from LANG/LC_ALL (not installed)"
        for fallback in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setLocale(fallback) != nil && isUTF8(codeset()) {
            return "\(described) is \(userCodeset), not UTF-8; using \(fallback) so half blocks draw"
        }
        _ = setLocale(user ?? "C")
        throw Failure(description: "\(described) is \(userCodeset), not UTF-8, and no UTF-8 locale "
            + "(C.UTF-8, en_US.UTF-8) is installed: half blocks would draw as spaces and lose every top pixel. "
            + "Install one (Debian: apt-get install locales) or set LANG to a UTF-8 locale.")
    }

    private static func isUTF8(_ codeset: String) -> Bool {
        let c = codeset.uppercased()
        return c == "UTF-8" || c == "UTF8"
    }
}
