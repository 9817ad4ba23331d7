/// What reading (or writing) one property list has used of `PlistLimits`, counted the same way by
/// every reader and by the writer: each value and key is one value; data counts its bytes, a string
/// two bytes a UTF-16 code unit, a copied unreadable value its bytes. Charged before the value is
/// made, so memory never runs ahead of the limit.
struct PlistBudget {
    let limits: PlistLimits
    private(set) var values = 0
    private(set) var decodedBytes = 0

    init(_ limits: PlistLimits) {
        self.limits = limits
    }

    /// Counts `values` more values holding `bytes` more bytes; the limit gone past, if any.
    mutating func charge(values more: Int = 1, bytes: Int = 0) -> PlistLimits.Kind? {
        let (newValues, valuesOverflow) = values.addingReportingOverflow(more)
        let (newBytes, bytesOverflow) = decodedBytes.addingReportingOverflow(bytes)
        if valuesOverflow || newValues > limits.maximumValues { return .values }
        if bytesOverflow || newBytes > limits.maximumDecodedBytes { return .decodedBytes }
        (values, decodedBytes) = (newValues, newBytes)
        return nil
    }

    /// Whether a value `depth` levels below the top object may be read or written.
    func allows(depth: Int) -> Bool { depth <= limits.maximumDepth }

    /// Why a property list went past `limit`, in words every reader and the writer share.
    func explain(_ limit: PlistLimits.Kind) -> String {
        switch limit {
        case .depth:
            "nested deeper than \(limits.maximumDepth) levels: CoreFoundation on iOS reads no deeper, and then reads none of the file"
        case .values:
            "more than \(limits.maximumValues) values (widget-tui's limit: shared references can make a small file stand for far more)"
        case .decodedBytes:
            "more than \(limits.maximumDecodedBytes) bytes of data and strings once decoded (widget-tui's limit, "
                + "\(limits.maximumDecodedBytes >> 20) MiB: above a widget extension's whole memory)"
        }
    }
}
