/// What a target is to the App Group question: the app, a widget extension (WidgetKit, or an
/// old Today extension), an extension with other business (its own groups are legitimate).
public enum TargetRole: String, Codable, Sendable {
    case app
    /// `com.apple.widgetkit-extension`.
    case widgetExtension = "widget-extension"
    /// `com.apple.widget-extension`: a Today extension from before WidgetKit.
    case todayExtension = "today-extension"
    /// `com.apple.usernotifications.service`: often has a push provider's own group.
    case notificationServiceExtension = "notification-service-extension"
    case otherExtension = "other-extension"
    case test
    case other

    public static let widgetKitPoint = "com.apple.widgetkit-extension"
    public static let todayPoint = "com.apple.widget-extension"
    public static let notificationServicePoint = "com.apple.usernotifications.service"

    /// Widgets of either generation: they read what the app writes to the group.
    public var isWidget: Bool { self == .widgetExtension || self == .todayExtension }

    static func of(_ productType: ProductType, extensionPoint: String?, compilesWidgetConfiguration: Bool) -> TargetRole {
        if productType.isApplication { return .app }
        if productType.isTest { return .test }
        guard productType.isExtension else { return .other }
        switch extensionPoint {
        case widgetKitPoint?: return .widgetExtension
        case todayPoint?: return .todayExtension
        case notificationServicePoint?: return .notificationServiceExtension
        case nil where compilesWidgetConfiguration: return .widgetExtension
        default: return .otherExtension
        }
    }
}
