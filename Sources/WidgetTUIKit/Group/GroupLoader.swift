import Essentials
import SharedData

/// Finds the group's container through the entitlement gate and reads the widget's data from it:
/// the one place that locates, reads and decodes, with the failure rule chosen by the caller.
public struct GroupLoader: Sendable {
    /// What an unreadable suite means.
    public enum Policy: Sendable {
        /// An error: a command fails on it, and the preview keeps its last good timeline. Values of
        /// the wrong type are still problems with the documented defaults, as the widget decodes them.
        case strict
        /// What the widget extension does: no data, the documented defaults and a problem saying why.
        case lenient
    }

    /// The group's suite from one read, and the widget's data decoded from it.
    public struct LoadedSuite: Equatable, Sendable {
        /// The suite's values and size; nil when the app never wrote one, or when it could not be read.
        public let file: SuiteFile?
        /// The widget's data, with every problem and the default used for it.
        public let decoded: DecodedPetWidgetData
        /// Why the suite could not be read; the data are then the documented defaults.
        public let failure: DefaultsError?
    }

    public let options: GroupOptions
    public let locator: ContainerLocator

    /// Reads the entitlement files the options name.
    public init(_ options: GroupOptions) throws {
        self.options = options
        let entitlements = try options.entitlementFiles.map { try Entitlements(contentsOf: URL(fileURLWithPath: $0)) }
        let stateFolder = options.stateFolder ?? GroupOptions.defaultStateFolder(.current)
        locator = ContainerLocator(source: options.source, entitlements: entitlements, stateFolder: stateFolder)
    }

    /// The group's container, or why there is none; never creates one.
    public func locate() throws(ContainerError) -> GroupContainer {
        try locator.locate(options.group)
    }

    /// The reader's suite, read once and decoded under the lenient policy: an unreadable suite
    /// is its `failure`, never an error.
    public static func load(_ reader: GroupReader) -> LoadedSuite {
        do {
            let file = try reader.suite()
            return LoadedSuite(file: file, decoded: PetWidgetDataDecoder(file: reader.suiteFile.filePath).decode(file?.values ?? [:]), failure: nil)
        } catch {
            return LoadedSuite(file: nil, decoded: .unreadable(error, file: reader.suiteFile.path), failure: error)
        }
    }

    /// The widget's data as the reader's suite holds it, decoded under `policy`.
    public static func decode(_ reader: GroupReader, policy: Policy) throws(WidgetTUIError) -> DecodedPetWidgetData {
        try load(reader, policy: policy).decoded
    }

    /// The reader's suite, read once and decoded under `policy`.
    public static func load(_ reader: GroupReader, policy: Policy) throws(WidgetTUIError) -> LoadedSuite {
        let suite = load(reader)
        if policy == .strict, let failure = suite.failure { throw WidgetTUIError(failure.description) }
        return suite
    }
}
