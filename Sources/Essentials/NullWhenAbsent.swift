/// An optional property that a synthesized `Encodable` writes as `null` when it is absent, rather
/// than leaving its key out (what the synthesized code does for a plain optional). widget-tui's
/// JSON documents name every field, so a reader can tell "none" from "not written by this version";
/// with this on each optional field, the types keep their synthesized coding and no hand-written
/// `encode(to:)` can forget a field added later. Decoding takes a missing key as absent.
@propertyWrapper
public struct NullWhenAbsent<Value: Encodable>: Encodable {
    public var wrappedValue: Value?

    public init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue { try container.encode(wrappedValue) } else { try container.encodeNil() }
    }
}

extension NullWhenAbsent: Decodable where Value: Decodable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        wrappedValue = container.decodeNil() ? nil : try container.decode(Value.self)
    }
}

extension NullWhenAbsent: Sendable where Value: Sendable {}
extension NullWhenAbsent: Equatable where Value: Equatable {}
extension NullWhenAbsent: Hashable where Value: Hashable {}

extension KeyedDecodingContainer {
    /// A key left out decodes as absent, as it does for a plain optional.
    public func decode<Value: Decodable>(_ type: NullWhenAbsent<Value>.Type, forKey key: Key) throws -> NullWhenAbsent<Value> {
        NullWhenAbsent(wrappedValue: try decodeIfPresent(Value.self, forKey: key))
    }
}
