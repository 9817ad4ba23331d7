import UserNotifications

/// Counts delivered pushes for the push provider's SDK, in its own group.
final class NotificationService: UNNotificationServiceExtension {
    private let providerDefaults = UserDefaults(suiteName: "group.com.example.notes.onesignal")

    override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        let count = providerDefaults?.integer(forKey: "delivered") ?? 0
        providerDefaults?.set(count + 1, forKey: "delivered")
        contentHandler(request.content)
    }
}
