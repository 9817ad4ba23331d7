import SwiftUI
import WidgetKit

/// On the Mac the group is the team id and a name; the team id is read from the signed app.
enum WeatherGroup {
    static var identifier: String {
        let prefix = Bundle.main.object(forInfoDictionaryKey: "TeamIdentifierPrefix") as? String ?? ""
        return prefix + "com.example.macweather.shared"
    }
}

@main
struct MacWeatherApp: App {
    var body: some Scene {
        WindowGroup {
            ForecastView(defaults: UserDefaults(suiteName: WeatherGroup.identifier))
        }
    }
}
