import Foundation
@testable import PropertyList
@testable import SharedData

/// What the property-list fuzz targets do with one input, shared by the libFuzzer targets
/// (Fuzz/Targets) and the replay of kept inputs (`KeptFuzzInputTests`). Each returns nil when the
/// input was handled as promised, else the broken promise, on which the fuzz target stops as on a
/// crash; a crash, a hang or a memory blow-up is a broken promise too.
enum PropertyListFuzzing {
    /// `bplist00`, as iOS, an app or Python's plistlib wrote a suite, a device.plist or container metadata.
    static func binary(_ data: Data) -> String? {
        read(data) { () throws(PlistSyntaxError) in try BinaryPlistReader(data).read() }
    }

    /// XML in UTF-8, or UTF-16 with a byte-order mark, as Xcode and CoreFoundation write it.
    static func xml(_ data: Data) -> String? {
        read(data) { () throws(PlistSyntaxError) in try XMLPlistReader(data).read() }
    }

    /// The old ASCII format: project.pbxproj, and entitlements or settings written in it.
    static func openStep(_ data: Data) -> String? {
        do {
            _ = try OpenStepPlistParser.parse(data).description
            return nil
        } catch {
            return FuzzPromise.within(data, offset: error.offset, error)
        }
    }

    /// A value read from a suite (any format) that the writer accepts reads back from the written
    /// bytes as the same value: `app set` of another key changes nothing else.
    static func roundTrip(_ data: Data) -> String? {
        guard let value = try? PropertyListFormat.decode(data), let written = try? PropertyListFormat.encodeBinary(value) else { return nil }
        do {
            let again = try PropertyListFormat.decode(written)
            return again.isKept(as: value) ? nil : "written back as another value:\nread:    \(value)\nwritten: \(again)"
        } catch {
            return "what the writer wrote does not read back: \(error)\nvalue: \(value)"
        }
    }

    /// A target's `.entitlements` (any format) and the App Groups it lists, each parsed as a group;
    /// an error names the file.
    static func entitlements(_ data: Data) -> String? {
        do {
            let entitlements = try Entitlements(file: "Runner.entitlements", data: data)
            _ = entitlements.applicationGroups.map { try? GroupIdentifier($0) }
            return nil
        } catch {
            return FuzzPromise.names("Runner.entitlements", error)
        }
    }

    /// A suite's values are shown in messages and read by the widget's data contract; an error
    /// says where the reader stopped, a place in the file.
    private static func read(_ data: Data, _ reader: () throws(PlistSyntaxError) -> PlistValue) -> String? {
        do {
            let value = try reader()
            _ = value.description
            if case let .dictionary(values) = value { _ = PetWidgetDataDecoder(file: "fuzz.plist").decode(values) }
            return nil
        } catch {
            return FuzzPromise.within(data, offset: error.offset, error)
        }
    }
}

extension PlistValue {
    /// Equal as a suite keeps a value: reals and dates bit for bit (a NaN stays that NaN), an
    /// unreadable value as the objects it is written back from (its offsets move with the file).
    func isKept(as other: PlistValue) -> Bool {
        switch (self, other) {
        case let (.double(a), .double(b)): a.bitPattern == b.bitPattern
        case let (.float(a), .float(b)): a.bitPattern == b.bitPattern
        case let (.date(a), .date(b)): a.timeIntervalSinceReferenceDate.bitPattern == b.timeIntervalSinceReferenceDate.bitPattern
        case let (.array(a), .array(b)): a.count == b.count && zip(a, b).allSatisfy { $0.isKept(as: $1) }
        case let (.dictionary(a), .dictionary(b)):
            a.count == b.count && a.allSatisfy { entry in b[entry.key].map { entry.value.isKept(as: $0) } ?? false }
        case let (.unreadable(a), .unreadable(b)): a.objects != nil && a.objects == b.objects
        default: self == other
        }
    }
}
