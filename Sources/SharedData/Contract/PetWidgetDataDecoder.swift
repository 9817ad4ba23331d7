import Essentials

/// Reads the pet widget's data contract from the group's settings: `items` (Data holding a JSON
/// array of pets), `quietHours` (a String "HH:MM-HH:MM"), `streakDays` (an Int) and the optional
/// `reaction` (a Dictionary a widget button wrote). Every problem is reported with the default used,
/// and the good parts are kept; so is every other key whose value cannot be read.
public struct PetWidgetDataDecoder: Sendable {
    /// The suite plist's path, named in every problem.
    public let file: String

    public init(file: String) {
        self.file = file
    }

    public func decode(_ values: PlistDictionary) -> DecodedPetWidgetData {
        var problems: [DataProblem] = []
        let pets = items(values[PetWidgetData.itemsKey], &problems)
        let quiet = quietHours(values[PetWidgetData.quietHoursKey], &problems)
        let streak = streakDays(values[PetWidgetData.streakDaysKey], &problems)
        let reaction = reaction(values[PetWidgetData.reactionKey], petCount: pets.count, &problems)
        let contract = [PetWidgetData.itemsKey, PetWidgetData.quietHoursKey, PetWidgetData.streakDaysKey, PetWidgetData.reactionKey].map(PlistString.init)
        for entry in values where !contract.contains(entry.key) {
            guard case let .unreadable(unreadable) = entry.value else { continue }
            problems.append(DataProblem(file: file, key: entry.key.string, message: unreadable.explanation, defaultUsed: nil))
        }
        return DecodedPetWidgetData(data: PetWidgetData(pets: pets, quietHours: quiet, streakDays: streak, reaction: reaction),
                                    problems: problems)
    }

    /// The pets in `items` JSON, as `app update-items` checks a file before storing it.
    public func pets(fromJSON json: Data) -> (pets: [Pet], problems: [DataProblem]) {
        var problems: [DataProblem] = []
        let pets = pets(json, &problems)
        return (pets, problems)
    }

    private func items(_ value: PlistValue?, _ problems: inout [DataProblem]) -> [Pet] {
        let key = PetWidgetData.itemsKey
        switch value {
        case let .data(json)?:
            return pets(json, &problems)
        case let .string(text)?:
            problems.append(DataProblem(file: file, key: key, message: "stored as a String; the app should store Data "
                + "(JSONSerialization output), read as JSON text anyway", defaultUsed: nil))
            return pets(Data(text.string.utf8), &problems)
        case let .unreadable(unreadable)?:
            problems.append(DataProblem(file: file, key: key, message: unreadable.explanation, defaultUsed: "no pets"))
            return []
        case let other?:
            problems.append(DataProblem(file: file, key: key, message: "is \(other.typeName), expected Data holding a JSON array of pets",
                                        defaultUsed: "no pets"))
            return []
        case nil:
            problems.append(DataProblem(file: file, key: key, message: "missing: the app has not written any pets", defaultUsed: "no pets"))
            return []
        }
    }

    private func pets(_ json: Data, _ problems: inout [DataProblem]) -> [Pet] {
        let key = PetWidgetData.itemsKey
        // Each pet is read as the parser reaches it; those past the limit are only counted.
        var pets: [Pet] = [], count = 0
        do {
            let root = try JSONParser.parse(json) { element in
                if count < PetWidgetData.maximumPets, let pet = pet(element, index: count, &problems) { pets.append(pet) }
                count += 1
            }
            if let root {
                problems.append(DataProblem(file: file, key: key, message: "the JSON is \(root.typeName), expected an array of pets", defaultUsed: "no pets"))
                return []
            }
        } catch {
            problems.append(DataProblem(file: file, key: key, message: error.description, defaultUsed: "no pets"))
            return []
        }
        if count > PetWidgetData.maximumPets {
            problems.append(DataProblem(file: file, key: key, message: "holds \(count) pets, more than the \(PetWidgetData.maximumPets) the widget draws",
                                        defaultUsed: "the first \(PetWidgetData.maximumPets)"))
        }
        return pets
    }

    /// A pet as the contract has it (`PetContract`): a field left out takes the contract's default
    /// (a note); one of the wrong JSON type takes it too (a problem); a stage without artwork, a
    /// value off the scale (problems) and a field the widget does not read (a warning) are read as
    /// written and reported, each naming what was most likely meant.
    private func pet(_ element: JSONValue, index: Int, _ problems: inout [DataProblem]) -> Pet? {
        let key = PetWidgetData.itemsKey
        let field = "\(key)[\(index)]"
        guard case let .object(object) = element else {
            problems.append(DataProblem(file: file, key: key, field: field, message: "is \(element.typeName), expected an object",
                                        defaultUsed: "no pet here"))
            return nil
        }
        let text = { (value: JSONValue) -> String? in if case let .string(s) = value { s } else { nil } }
        let name = member(object, .name, of: field, default: PetContract.defaultName(index: index), &problems, text) { $0 }
        let stage = member(object, .stage, of: field, default: PetContract.defaultStage, &problems, text) { $0 }
        if object[PetContract.Field.stage.rawValue].flatMap(text) != nil, !PetContract.stages.contains(stage) {
            let meant = EditDistance.nearest(to: stage, among: PetContract.stages).map { "; did you mean \($0)?" } ?? ""
            problems.append(DataProblem(file: file, key: key, field: "\(field).stage",
                                        message: "is \"\(stage.shown)\", not a stage of the contract (\(PetContract.stages.joined(separator: ", ")))" + meant,
                                        defaultUsed: "\(PetContract.unknownStageDrawnAs)'s artwork", outsideContract: true))
        }
        let values = [PetContract.Field.valueA, .valueB, .valueC].map { value in
            let number = member(object, value, of: field, default: PetContract.defaultValue, &problems, \.numberValue, shown: Self.format)
            let range = PetContract.valueRange
            if !range.contains(number) {
                problems.append(DataProblem(file: file, key: key, field: "\(field).\(value.rawValue)",
                                            message: "is \(Self.format(number)), off the contract's scale of "
                                                + "\(Self.format(range.lowerBound)) to \(Self.format(range.upperBound))",
                                            defaultUsed: number > range.upperBound ? "a full gauge" : "an empty gauge", outsideContract: true))
            }
            return number
        }
        for unknown in object.keys.sorted() where PetContract.Field(rawValue: unknown) == nil {
            let meant = EditDistance.nearest(to: unknown, among: PetContract.fieldNames).map { "; did you mean \($0)?" } ?? ""
            problems.append(DataProblem(file: file, key: key, field: "\(field).\(unknown)",
                                        message: "is not a field the widget reads (\(PetContract.fieldNames.joined(separator: ", ")))" + meant,
                                        defaultUsed: nil, outsideContract: true))
        }
        return Pet(name: name, stage: stage, valueA: values[0], valueB: values[1], valueC: values[2])
    }

    /// One field of a pet: the contract's default, with a note, when it is left out; the default,
    /// with a problem, when it is of another JSON type.
    private func member<T>(_ object: [String: JSONValue], _ name: PetContract.Field, of pet: String, default fallback: T,
                           _ problems: inout [DataProblem], _ extract: (JSONValue) -> T?, shown: (T) -> String) -> T {
        let field = "\(pet).\(name.rawValue)"
        guard let value = object[name.rawValue] else {
            problems.append(DataProblem(file: file, key: PetWidgetData.itemsKey, field: field, message: "missing",
                                        defaultUsed: "the contract's default " + shown(fallback), severity: .note))
            return fallback
        }
        guard let typed = extract(value) else {
            problems.append(DataProblem(file: file, key: PetWidgetData.itemsKey, field: field,
                                        message: "is \(value.typeName), expected \(name.expected)", defaultUsed: shown(fallback)))
            return fallback
        }
        return typed
    }

    /// A number as JSON would write it: `140`, `2.5`.
    private static func format(_ number: Double) -> String {
        if number.rounded() == number, abs(number) < 1e15 { return String(Int(number)) }
        return String(number)
    }

    private func quietHours(_ value: PlistValue?, _ problems: inout [DataProblem]) -> QuietHours? {
        let key = PetWidgetData.quietHoursKey
        // Built only for a problem: the usual, valid setting needs no text.
        var fallback: String { "the documented default " + QuietHours.documentedDefault.description }
        switch value {
        case let .string(text)?:
            if let hours = QuietHours(text.string) { return hours }
            problems.append(DataProblem(file: file, key: key, message: "\"\(text.string.shown)\" is not HH:MM-HH:MM", defaultUsed: fallback))
        case let .unreadable(unreadable)?:
            problems.append(DataProblem(file: file, key: key, message: unreadable.explanation, defaultUsed: fallback))
        case let other?:
            problems.append(DataProblem(file: file, key: key, message: "is \(other.typeName), expected a String \"HH:MM-HH:MM\"", defaultUsed: fallback))
        case nil:
            problems.append(DataProblem(file: file, key: key, message: "missing: the app never wrote its quiet hours setting", defaultUsed: fallback))
        }
        return nil
    }

    private func streakDays(_ value: PlistValue?, _ problems: inout [DataProblem]) -> Int {
        let key = PetWidgetData.streakDaysKey
        switch value {
        case let .int(days)? where days >= 0:
            return days
        case let .int(days)?:
            problems.append(DataProblem(file: file, key: key, message: "is negative (\(days))", defaultUsed: "0"))
        case let .unreadable(unreadable)?:
            problems.append(DataProblem(file: file, key: key, message: unreadable.explanation, defaultUsed: "0"))
        case let other?:
            problems.append(DataProblem(file: file, key: key, message: "is \(other.typeName), expected Int (as home_widget saves an int)", defaultUsed: "0"))
        case nil:
            problems.append(DataProblem(file: file, key: key, message: "missing", defaultUsed: "0"))
        }
        return 0
    }

    /// Absent is normal (no button pressed yet); anything unreadable drops the whole reaction.
    private func reaction(_ value: PlistValue?, petCount: Int, _ problems: inout [DataProblem]) -> PetReaction? {
        let key = PetWidgetData.reactionKey
        guard let value else { return nil }
        func problem(_ field: String?, _ message: String) -> PetReaction? {
            problems.append(DataProblem(file: file, key: key, field: field.map { "\(key).\($0)" }, message: message, defaultUsed: "no reaction"))
            return nil
        }
        if case let .unreadable(unreadable) = value { return problem(nil, unreadable.explanation) }
        guard case let .dictionary(fields) = value else {
            return problem(nil, "is \(value.typeName), expected a Dictionary {pet, kind, start, until}")
        }
        guard let petValue = fields["pet"] else { return problem("pet", "missing") }
        guard case let .int(pet) = petValue else { return problem("pet", "is \(petValue.typeName), expected Int") }
        guard (0..<petCount).contains(pet) else {
            return problem("pet", "is \(pet), but items holds \(String(count: petCount, "pet")) (indices from 0)")
        }
        guard let kindValue = fields["kind"] else { return problem("kind", "missing") }
        let kinds = PetReaction.Kind.allCases.map(\.rawValue).joined(separator: " or ")
        guard case let .string(kindText) = kindValue, let kind = PetReaction.Kind(rawValue: kindText.string) else {
            return problem("kind", "is \(kindValue.description.shown), expected \(kinds)")
        }
        var dates: [Date] = []
        for name in ["start", "until"] {
            guard let dateValue = fields[name] else { return problem(name, "missing") }
            guard case let .date(date) = dateValue else { return problem(name, "is \(dateValue.typeName), expected Date") }
            dates.append(date)
        }
        guard dates[0] < dates[1] else { return problem("until", "is not after start") }
        return PetReaction(pet: pet, kind: kind, start: dates[0], until: dates[1])
    }
}
