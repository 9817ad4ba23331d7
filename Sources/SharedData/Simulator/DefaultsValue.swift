import Essentials

/// A suite value as the arguments of `defaults write DOMAIN KEY`: a type flag and its value, as
/// Apple's `defaults` documents them (`defaults help`: `-string`, `-data <hex_digits>`,
/// `-int[eger]`, `-float`, `-bool[ean] (true | false | yes | no)`, `-date <date_rep>`,
/// `-array <value1> <value2> ...`, `-dict <key1> <value1> ...`). Array elements and dictionary
/// values take no type flag, so they are strings: an array or dictionary holding anything else,
/// a date finer than a second, an integer past `Int64`, and text a command line cannot carry (a
/// lone surrogate) cannot be written this way and are refused, naming where.
enum DefaultsValue {
    /// What one value may weigh on a command line: well under the 1 MiB macOS allows for the
    /// arguments and environment of a process together.
    static let maximumBytes = 256 << 10

    /// The flag and value arguments; `place` names the value in messages (`items`, `items[0]`).
    static func arguments(for value: PlistValue, at place: String) throws(Inexpressible) -> [String] {
        let arguments = try flagged(value, at: place)
        let bytes = arguments.reduce(0) { $0 + $1.utf8.count + 1 }
        guard bytes <= maximumBytes else {
            throw Inexpressible(place: place, reason: "is \(bytes) bytes as arguments of `defaults`, more than the \(maximumBytes >> 10) KiB "
                + "widget-tui puts on a command line")
        }
        return arguments
    }

    /// Why a value cannot be written through `defaults`: "items[0] is a Dictionary: ...".
    struct Inexpressible: Error, Equatable {
        let place: String
        let reason: String

        var description: String { "\(place) \(reason)" }
    }

    /// A key or string as a command-line argument: its exact text.
    static func argument(_ text: PlistString, at place: String) throws(Inexpressible) -> String {
        guard let exact = text.exactString else {
            throw Inexpressible(place: place, reason: "holds a lone UTF-16 surrogate, which no command-line argument can carry")
        }
        return exact
    }

    private static func flagged(_ value: PlistValue, at place: String) throws(Inexpressible) -> [String] {
        switch value {
        case let .int(number):
            return ["-int", String(number)]
        case let .unsignedInteger(number):
            throw Inexpressible(place: place, reason: "is \(number), above Int64.max, which `defaults -int` cannot take")
        case let .double(number):
            guard number.isFinite else { throw Inexpressible(place: place, reason: "is \(number), which `defaults -float` cannot take") }
            return ["-float", String(number)]
        case let .float(number):
            guard number.isFinite else { throw Inexpressible(place: place, reason: "is \(number), which `defaults -float` cannot take") }
            return ["-float", String(number)]
        case let .bool(flag):
            return ["-bool", flag ? "true" : "false"]
        case let .string(text):
            return ["-string", try argument(text, at: place)]
        case let .data(bytes):
            return ["-data", bytes.map { String(cFormat: "%02x", $0) }.joined()]
        case let .date(date):
            guard date.timeIntervalSince1970 == date.timeIntervalSince1970.rounded(.down) else {
                throw Inexpressible(place: place, reason: "is a Date with a fraction of a second, and `defaults -date` takes whole seconds")
            }
            return ["-date", dateText(date)]
        case let .array(elements):
            var strings: [String] = []
            for (index, element) in elements.enumerated() {
                let at = "\(place)[\(index)]"
                guard case let .string(text) = element else { throw notAString(element, at: at) }
                strings.append(try argument(text, at: at))
            }
            return ["-array"] + strings
        case let .dictionary(entries):
            var pairs: [String] = []
            for entry in entries.sorted(by: { $0.key < $1.key }) {
                let at = "\(place)[\"\(entry.key)\"]"
                guard case let .string(text) = entry.value else { throw notAString(entry.value, at: at) }
                pairs += [try argument(entry.key, at: at), try argument(text, at: at)]
            }
            return ["-dict"] + pairs
        case .unreadable:
            throw Inexpressible(place: place, reason: "is a value widget-tui cannot read, so it cannot say it to `defaults`")
        }
    }

    private static func notAString(_ value: PlistValue, at place: String) -> Inexpressible {
        let name = value.typeName
        let article = name.hasPrefix("an ") ? "" : name.first.map { "AEIOU".contains($0) } == true ? "an " : "a "
        return Inexpressible(place: place, reason: "is \(article)\(name): `defaults -array` and `-dict` take strings only")
    }

    /// `2026-11-29 12:00:00 +0000`: the form `defaults read` prints a date in, which its `-date` reads.
    private static func dateText(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(cFormat: "%04d-%02d-%02d %02d:%02d:%02d +0000", c.year ?? 0, c.month ?? 0, c.day ?? 0,
                      c.hour ?? 0, c.minute ?? 0, c.second ?? 0)
    }
}
