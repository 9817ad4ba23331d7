import Foundation

/// The WidgetCenter analogue's record: reload requests in the container's `Library/Caches`, as
/// JSON, so a previewer in another process sees them. Only the latest requests are kept.
struct ReloadLog {
    static let retained = 256

    let container: GroupContainer

    var file: URL { container.reloadLogURL }

    private struct Contents: Codable {
        var requests: [ReloadRequest]
    }

    func requests() throws(ReloadError) -> [ReloadRequest] {
        let data: Data?
        do { data = try FileIO.read(file) } catch { throw .unreadable(file: file.path, reason: error.description) }
        guard let data else { return [] }
        do {
            return try Self.decoder.decode(Contents.self, from: data).requests
        } catch {
            throw .corrupt(file: file.path, reason: Self.explain(error))
        }
    }

    /// Appends a request; the caller holds the writer lock, so sequence numbers never repeat.
    /// A corrupt log is left as it is (the error says so) rather than replaced.
    func record(kind: String?, at date: Date) throws(ReloadError) -> ReloadRequest {
        if kind?.isEmpty == true { throw .emptyKind }
        let previous = try requests()
        let request = ReloadRequest(sequence: (previous.last?.sequence ?? 0) + 1, kind: kind, date: date)
        let kept = Array((previous + [request]).suffix(Self.retained))
        do {
            try FileIO.createDirectory(file.deletingLastPathComponent())
            try FileIO.writeAtomically(try Self.encoder.encode(Contents(requests: kept)), to: file)
        } catch {
            throw .writeFailed(file: file.path, reason: "\(error)")
        }
        return request
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }()

    private static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }()

    private static func explain(_ error: Error) -> String {
        switch error as? DecodingError {
        case let .dataCorrupted(context)?, let .keyNotFound(_, context)?, let .typeMismatch(_, context)?, let .valueNotFound(_, context)?:
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return (path.isEmpty ? "" : "at \(path.drop { $0 == "." }): ") + context.debugDescription
        default:
            return "\(error)"
        }
    }
}
