import Foundation
@testable import SharedData

/// What the fuzz targets for the container's other data do with one input (see
/// `PropertyListFuzzing` for the contract): nil when it was handled as promised.
enum GroupDataFuzzing {
    /// `items`, the JSON array of pets the app stores as Data, through the contract's strict parser
    /// and decoder. What parses also encodes to JSON that parses to the same value, as a widget
    /// button's write re-encodes the items it changed.
    static func items(_ data: Data) -> String? {
        _ = PetWidgetDataDecoder(file: "fuzz.plist").pets(fromJSON: data)
        guard let value = try? JSONParser.parse(data) else { return nil }
        do {
            let again = try JSONParser.parse(value.encoded)
            return again == value ? nil : "encoded JSON parses to another value:\nread:    \(value)\nwritten: \(again)"
        } catch {
            return "encoded JSON does not parse: \(error)\n\(String(decoding: value.encoded, as: UTF8.self))"
        }
    }

    /// The reload record any process can write into a container, read as the preview, `check` and
    /// `doctor` read it: shown, and counted against the daily budget; an error names the file.
    static func reloadLog(_ data: Data) -> String? {
        let requests: [ReloadRequest]
        do { requests = try ReloadLog.requests(in: data, file: "reloads") } catch {
            return FuzzPromise.names("reloads", error)
        }
        _ = requests.map(\.description)
        let last = requests.map(\.date).max() ?? Date(timeIntervalSinceReferenceDate: 0)
        _ = ReloadBudget(requests: requests, kind: "PetWidget", endingAt: last).used(at: last)
        return nil
    }

    /// A path or `file:` URL a suite stores for a shared file (home_widget's image paths), mapped to
    /// names inside the container that are then opened one by one: none climbs out (`..`), none is
    /// empty or `.`, none holds a `/`.
    static func storedPath(_ data: Data) -> String? {
        guard let names = try? ContainerPath(container: container).components(String(decoding: data, as: UTF8.self)) else { return nil }
        return names.first { $0.isEmpty || $0 == "." || $0 == ".." || $0.contains("/") }.map { "a path inside the container through '\($0)': \(names)" }
    }

    /// A container in a folder that does not exist, so the fuzzed paths are never files.
    private static let container = GroupContainer(url: URL(fileURLWithPath: "/nonexistent/AppGroup/6D1B0E5F-3C2A-4B8E-9F1D-2A3B4C5D6E7F"),
                                                  groupID: try! GroupIdentifier("group.com.example.pets"))
}
