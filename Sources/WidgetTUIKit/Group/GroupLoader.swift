import Foundation
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

    public let options: GroupOptions
    public let locator: ContainerLocator

    /// Reads the entitlement files the options name.
    public init(_ options: GroupOptions) throws {
        self.options = options
        let entitlements = try options.entitlementFiles.map { try Entitlements(contentsOf: URL(fileURLWithPath: $0)) }
        locator = ContainerLocator(source: options.source, entitlements: entitlements)
    }

    /// The group's container, or why there is none; never creates one.
    public func locate() throws(ContainerError) -> GroupContainer {
        try locator.locate(options.group)
    }

    /// The widget's data as the reader's suite holds it, decoded under `policy`.
    public static func decode(_ reader: GroupReader, policy: Policy) throws(WidgetTUIError) -> DecodedPetWidgetData {
        switch policy {
        case .lenient:
            return reader.petWidgetData()
        case .strict:
            do {
                return PetWidgetDataDecoder(file: reader.suiteFile.path).decode(try reader.values())
            } catch {
                throw WidgetTUIError(error.description)
            }
        }
    }
}
