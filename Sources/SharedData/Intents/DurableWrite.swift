import Essentials

/// The change an intent makes to the group, declared with the intent so it is known before it runs
/// and can be refused where it cannot be made.
public enum DurableWrite: Equatable, Sendable {
    /// Raises `valueA` of the pet at `pet` in `items` by `amount` (never past `Pet.fullValue`, never
    /// lowering it), and records a `fed` reaction.
    case feed(pet: Int, amount: Double)
    /// Records a `petted` reaction for the pet at `pet`.
    case react(pet: Int)

    public var pet: Int {
        switch self {
        case let .feed(pet, _), let .react(pet): pet
        }
    }

    /// What it changes, before it runs.
    public var summary: String {
        switch self {
        case let .feed(pet, amount):
            "items[\(pet)].valueA += \(Self.format(amount)) (at most \(Self.format(Pet.fullValue))) and a fed reaction"
        case let .react(pet):
            "a petted reaction for items[\(pet)] under \(PetWidgetData.reactionKey)"
        }
    }

    /// Makes the change in the suite's values, as `GroupWriter.Session.update` hands them over;
    /// returns what changed. Nothing is changed when it throws.
    public func apply(to values: inout PlistDictionary, at date: Date, file: String) throws(IntentWriteError) -> String {
        let decoded = PetWidgetDataDecoder(file: file).decode(values)
        // Items the widget cannot read at all: say why, rather than that the pet is missing.
        if let problem = decoded.problems.first(where: { $0.field == PetWidgetData.itemsKey && $0.defaultUsed != nil }) {
            throw IntentWriteError(file: file, field: problem.field, message: problem.message)
        }
        let pets = decoded.data.pets
        guard pets.indices.contains(pet) else {
            throw IntentWriteError(file: file, field: "\(PetWidgetData.itemsKey)[\(pet)]",
                                   message: "items holds \(String(count: pets.count, "pet")), so there is no pet \(pet + 1)")
        }
        var changes: [String] = []
        let kind: PetReaction.Kind
        switch self {
        case let .feed(pet, amount):
            changes.append(try feed(&values, pet: pet, amount: amount, file: file))
            kind = .fed
        case .react:
            kind = .petted
        }
        let reaction = PetReaction(pet: pet, kind: kind, start: date)
        values[PetWidgetData.reactionKey] = reaction.plistValue
        changes.append("\(PetWidgetData.reactionKey) \(kind.rawValue) for pet \(pet + 1) (\(pets[pet].shownName)) until "
            + ISOCivilTime.iso8601(reaction.until))
        return changes.joined(separator: "; ")
    }

    /// Edits the pet in the items JSON itself, so fields the widget does not read survive.
    /// `pet` counts pets as the widget decodes them, skipping elements that are not objects.
    private func feed(_ values: inout PlistDictionary, pet: Int, amount: Double, file: String) throws(IntentWriteError) -> String {
        let key = PetWidgetData.itemsKey
        let json: Data
        let storedAsString: Bool
        switch values[key] {
        case let .data(data)?: (json, storedAsString) = (data, false)
        case let .string(text)?: (json, storedAsString) = (Data(text.string.utf8), true)
        default: throw IntentWriteError(file: file, field: key, message: "is not Data holding a JSON array of pets")
        }
        guard case var .array(items)? = try? JSONParser.parse(json) else {
            throw IntentWriteError(file: file, field: key, message: "is not a JSON array of pets")
        }
        let objectIndices = items.indices.filter { if case .object = items[$0] { true } else { false } }
        guard objectIndices.indices.contains(pet), case var .object(object) = items[objectIndices[pet]] else {
            throw IntentWriteError(file: file, field: key, message: "holds no pet object \(pet + 1)")
        }
        let index = objectIndices[pet]
        let field = "\(key)[\(index)].valueA"
        guard let current = object["valueA"]?.numberValue else {
            throw IntentWriteError(file: file, field: field, message: "is \(object["valueA"].map(\.typeName) ?? "missing"), expected a number")
        }
        let fed = max(current, min(Pet.fullValue, current + amount))
        if case .int = object["valueA"], let whole = Int(exactly: fed) {
            object["valueA"] = .int(whole)
        } else {
            object["valueA"] = .double(fed)
        }
        items[index] = .object(object)
        let encoded = JSONValue.array(items).encoded
        values[key] = storedAsString ? .string(String(decoding: encoded, as: UTF8.self)) : .data(encoded)
        return "\(field) \(Self.format(current)) → \(Self.format(fed))"
    }

    private static func format(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// An intent's write that cannot be made on the group's data; nothing was written.
public struct IntentWriteError: Error, Equatable, Sendable, CustomStringConvertible {
    public let file: String
    public let field: String
    public let message: String

    public var description: String { "\(file.shown): \(field): \(message); nothing written" }
}
