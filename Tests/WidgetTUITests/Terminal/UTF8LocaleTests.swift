import Testing
@testable import WidgetTUI

@Suite struct UTF8LocaleTests {
    /// A stand-in for setlocale: the installed locales and their codesets.
    final class Locales {
        let user: String?
        let installed: [String: String]
        var current = "C"
        init(user: String?, installed: [String: String]) {
            self.user = user
            self.installed = installed
        }
        func set(_ name: String) -> String? {
            let wanted = name.isEmpty ? user : name
            guard let wanted, installed[wanted] != nil else { return nil }
            current = wanted
            return wanted
        }
        var codeset: String { installed[current] ?? "ANSI_X3.4-1968" }
    }

    @Test func aUTF8LocaleIsKeptWithoutANote() throws {
        let locales = Locales(user: "en_GB.UTF-8", installed: ["C": "ANSI_X3.4-1968", "en_GB.UTF-8": "UTF-8"])
        let note = try UTF8Locale.choose(setLocale: locales.set, codeset: { locales.codeset })
        #expect(note == nil)
        #expect(locales.current == "en_GB.UTF-8")
    }

    @Test func anotherLocaleFallsBackToCUTF8AndSaysSo() throws {
        let locales = Locales(user: "C", installed: ["C": "ANSI_X3.4-1968", "C.UTF-8": "UTF-8"])
        let note = try UTF8Locale.choose(setLocale: locales.set, codeset: { locales.codeset })
        #expect(note == "locale 'C' is ANSI_X3.4-1968, not UTF-8; using C.UTF-8 so half blocks draw")
        #expect(locales.current == "C.UTF-8")
    }

    @Test func withoutAnyUTF8LocaleItRefusesAndSaysWhy() {
        let locales = Locales(user: "de_DE", installed: ["C": "ANSI_X3.4-1968", "de_DE": "ISO-8859-1"])
        #expect {
            try UTF8Locale.choose(setLocale: locales.set, codeset: { locales.codeset })
        } throws: { error in
            let text = (error as? UTF8Locale.Failure)?.description ?? ""
            return text.contains("locale 'de_DE' is ISO-8859-1, not UTF-8") && text.contains("half blocks would draw as spaces")
        }
        #expect(locales.current == "de_DE")
    }
}
