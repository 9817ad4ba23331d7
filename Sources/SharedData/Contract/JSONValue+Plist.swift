extension JSONValue {
    /// The property-list equivalent, or nil when the value holds a null, which a plist cannot store.
    public func plistValue() -> PlistValue? {
        switch self {
        case .null: return nil
        case let .bool(v): return .bool(v)
        case let .int(v): return .int(v)
        case let .double(v): return .double(v)
        case let .string(v): return .string(v)
        case let .array(items):
            var values: [PlistValue] = []
            for item in items {
                guard let value = item.plistValue() else { return nil }
                values.append(value)
            }
            return .array(values)
        case let .object(entries):
            var values: PlistDictionary = [:]
            for (key, item) in entries.sorted(by: { PlistString($0.key) < PlistString($1.key) }) {
                guard let value = item.plistValue() else { return nil }
                values[key] = value
            }
            return .dictionary(values)
        }
    }
}
