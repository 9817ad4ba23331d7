/// A target's `productType`: what it builds, in Xcode's words.
public struct ProductType: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public static let application = ProductType(rawValue: "com.apple.product-type.application")
    public static let appExtension = ProductType(rawValue: "com.apple.product-type.app-extension")

    /// An app the user installs: an iOS or macOS app, an App Clip, a watch app.
    public var isApplication: Bool {
        rawValue == Self.application.rawValue
            || (rawValue.hasPrefix(Self.application.rawValue + ".") && !rawValue.hasSuffix("watchapp2-container"))
    }

    /// An extension embedded in an app: widgets, notification service, share, intents...
    public var isExtension: Bool {
        rawValue == Self.appExtension.rawValue || rawValue.hasSuffix("extensionkit-extension")
            || rawValue.hasSuffix("watchkit2-extension")
    }

    /// A framework or a library another target of the project links (Link Binary With Libraries)
    /// or embeds: its code runs in the process of each target that does.
    public var isLibrary: Bool {
        rawValue.hasPrefix("com.apple.product-type.framework") || rawValue.hasPrefix("com.apple.product-type.library.")
    }

    /// A unit-test or UI-test bundle: its code runs under XCTest, never in the app or its widget.
    public var isTest: Bool { rawValue.contains(".bundle.unit-test") || rawValue.contains(".bundle.ui-testing") }

    public var description: String { rawValue }
}
