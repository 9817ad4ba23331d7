import Essentials

/// The WidgetCenter analogue's record: one line per reload request in the container's
/// bookkeeping folder (`ContainerBookkeeping`), so a previewer in another process sees them. Lines read
/// `<sequence> <seconds since 1970> [reason=<reason>] [data=<digest>] all` or
/// `<sequence> <seconds since 1970> [reason=<reason>] [data=<digest>] kind <kind>`; the reason and
/// the data's digest (`ContainerDataDigest`, the data the request reloads with) are optional, so
/// records written before them still read.
/// Writers append under the writer lock, each line whole or not at all; a reader ignores a last
/// line still being written, and the next writer drops one a failed or killed write left.
/// Past `compactionSize` bytes the file is rewritten, atomically, with the latest requests.
struct ReloadLog {
    static let retained = 256
    static let compactionSize = 16 * 1024
    /// WidgetKit kinds are short identifiers; the bound keeps a compacted record (256 lines) far
    /// below `ReadLimit.reloadLog`, so what is recorded can always be read back.
    static let maximumKindBytes = 1024

    let container: GroupContainer
    private static let name = ContainerBookkeeping.reloadLogName

    var file: URL { container.reloadLogURL }

    /// The requests on complete lines; nil when there is no record at all.
    func requests() throws(ReloadError) -> [ReloadRequest]? {
        guard let data = try contents() else { return nil }
        return try Self.requests(in: data, file: file.path)
    }

    /// The requests on the complete lines of a record's bytes, `file` naming it in errors: a last
    /// line still being written is left out. The fuzzable entry point.
    static func requests(in data: Data, file: String) throws(ReloadError) -> [ReloadRequest] {
        guard let end = data.lastIndex(of: 0x0A) else { return [] }
        return try parse(data[...end], file: file)
    }

    /// Makes an empty record when there is none, so a data write widget-tui makes without a reload
    /// after it is seen as one; the caller holds the writer lock.
    func start() throws(ReloadError) {
        do throws(FileAccessError) {
            try container.makeBookkeepingFolder().append(Self.name, Data())
        } catch {
            throw .writeFailed(file: file.path, reason: error.detail(about: file.path))
        }
    }

    /// Appends a request; the caller holds the writer lock, so sequence numbers never repeat.
    /// Only the last line is read, to number the request; a damaged record is left as it is.
    func record(kind: String?, at date: Date, reason: ReloadReason? = nil) throws(ReloadError) -> ReloadRequest {
        if let kind, kind.isEmpty || kind.contains(where: \.isNewline) || kind.utf8.count > Self.maximumKindBytes { throw .invalidKind(kind) }
        let (data, previous) = try lastSequence()
        let request = ReloadRequest(sequence: previous + 1, kind: kind, date: date, reason: reason,
                                    dataDigest: ContainerDataDigest.of(container))
        let compacted = data.count > Self.compactionSize ? (try Self.parse(data, file: file.path) + [request]).suffix(Self.retained) : nil
        do throws(FileAccessError) {
            let folder = try container.makeBookkeepingFolder()
            if let compacted {
                try folder.replace(Self.name, with: Data(compacted.map(Self.line).joined().utf8))
            } else {
                try folder.append(Self.name, Data(Self.line(request).utf8))
            }
        } catch {
            throw .writeFailed(file: file.path, reason: error.detail(about: file.path))
        }
        return request
    }

    /// The file and the sequence number of its last request (0 when there is none); fails when
    /// the last line is damaged or has the largest number, so a writer can check before writing
    /// data it will announce.
    func lastSequence() throws(ReloadError) -> (data: Data, sequence: Int) {
        let data = try contents() ?? Data()
        return (data, try Self.lastSequence(in: data, file: file.path))
    }

    /// Drops a last line without its line break: holding the writer lock no write is in progress,
    /// so only a write that failed or was killed left it, and keeping it would stop every writer.
    /// Returns the note saying so; nil when the record ends whole.
    func dropTornLine() throws(ReloadError) -> String? {
        guard let data = try contents(), let torn = Self.tornLength(data) else { return nil }
        do throws(FileAccessError) {
            try container.makeBookkeepingFolder().replace(Self.name, with: data.dropLast(torn))
        } catch {
            throw .writeFailed(file: file.path, reason: error.detail(about: file.path))
        }
        return "\(file.path): dropped the incomplete last line of the reload requests (\(String(count: torn, "byte")) a failed or killed write left)"
    }

    /// Why the next writer would refuse the record (it drops a torn last line first); nil when it
    /// would not. What `doctor` and `check` report, so they never pass a record the writers refuse.
    func writerRefusal() -> ReloadError? {
        do throws(ReloadError) {
            guard var data = try contents() else { return nil }
            if let torn = Self.tornLength(data) { data = data.dropLast(torn) }
            _ = try Self.lastSequence(in: data, file: file.path)
            if data.count > Self.compactionSize { _ = try Self.parse(data, file: file.path) }
            return nil
        } catch {
            return error
        }
    }

    private static func lastSequence(in data: Data, file: String) throws(ReloadError) -> Int {
        guard data.isEmpty || data.last == 0x0A else { throw .corrupt(file: file, reason: "the last line is incomplete") }
        let body = data.dropLast()
        let lastLine = body[(body.lastIndex(of: 0x0A).map { $0 + 1 } ?? body.startIndex)...]
        let sequence = try parse(lastLine, file: file).last?.sequence ?? 0
        guard sequence < Int.max else { throw .corrupt(file: file, reason: "the last sequence number \(sequence) leaves no next one") }
        return sequence
    }

    /// The byte count of a last line without its line break; nil when there is none.
    private static func tornLength(_ data: Data) -> Int? {
        guard let last = data.last, last != 0x0A else { return nil }
        return data.endIndex - (data.lastIndex(of: 0x0A).map { $0 + 1 } ?? data.startIndex)
    }

    private func contents() throws(ReloadError) -> Data? {
        do {
            return try container.bookkeepingFolder()?.read(Self.name, limit: .reloadLog)
        } catch {
            throw .unreadable(file: file.path, reason: error.detail(about: file.path))
        }
    }

    /// Complete lines only.
    private static func parse(_ data: Data, file: String) throws(ReloadError) -> [ReloadRequest] {
        var requests: [ReloadRequest] = []
        for (index, line) in String(decoding: data, as: UTF8.self).split(separator: "\n").enumerated() {
            guard let request = Self.parse(line) else {
                throw .corrupt(file: file, reason: "line \(index + 1) is not '<sequence> <time> [reason=R] [data=D] all|kind <kind>': \(line.prefix(80))")
            }
            requests.append(request)
        }
        return requests
    }

    private static let reasonPrefix = "reason="
    private static let dataPrefix = "data="

    private static func line(_ request: ReloadRequest) -> String {
        "\(request.sequence) \(request.date.timeIntervalSince1970) " + (request.reason.map { "\(reasonPrefix)\($0.rawValue) " } ?? "")
            + (request.dataDigest.map { "\(dataPrefix)\($0) " } ?? "") + (request.kind.map { "kind \($0)" } ?? "all") + "\n"
    }

    private static func parse(_ line: Substring) -> ReloadRequest? {
        var fields = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard fields.count == 3, let sequence = Int(fields[0]), let seconds = Double(fields[1]), seconds.isFinite else { return nil }
        let date = Date(timeIntervalSince1970: seconds)
        var target = fields[2]
        var reason: ReloadReason?
        if target.hasPrefix(reasonPrefix) {
            fields = target.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
            guard fields.count == 2, let known = ReloadReason(rawValue: String(fields[0].dropFirst(reasonPrefix.count))) else { return nil }
            reason = known
            target = fields[1]
        }
        var digest: String?
        if target.hasPrefix(dataPrefix) {
            fields = target.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
            let hex = fields[0].dropFirst(dataPrefix.count)
            guard fields.count == 2, hex.count == 16, hex.allSatisfy(\.isHexDigit) else { return nil }
            digest = String(hex)
            target = fields[1]
        }
        // A kind may hold spaces: everything after "kind " is the kind.
        if target == "all" { return ReloadRequest(sequence: sequence, kind: nil, date: date, reason: reason, dataDigest: digest) }
        guard target.hasPrefix("kind "), target.count > 5 else { return nil }
        return ReloadRequest(sequence: sequence, kind: String(target.dropFirst(5)), date: date, reason: reason, dataDigest: digest)
    }
}
