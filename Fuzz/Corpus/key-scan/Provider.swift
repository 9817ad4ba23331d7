import WidgetKit

enum Keys { static let count = "count" }

struct Provider {
    let store = UserDefaults(suiteName: "group.com.example.app")
    func read() {
        let stop = store?.object(forKey: "stop") as? String
            ?? store?.object(forKey: "station") as? String
            ?? "UN"
        let count = store?.integer(forKey: Keys.count) ?? 0
        let items = store?.data(forKey: "items_\(stop)")
        store?.set(count + 1, forKey: Keys.count)
        if store?.object(forKey: "stale") != nil { store?.removeObject(forKey: "stale") }
    }
}
