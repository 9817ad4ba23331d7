import SwiftUI
import WidgetKit

struct ForecastView: View {
    let defaults: UserDefaults?
    @State private var city = "Lyon"

    var body: some View {
        Form {
            TextField("City", text: $city)
            Button("Show on the desktop widget") {
                defaults?.set(city, forKey: "city")
                WidgetCenter.shared.reloadTimelines(ofKind: "WeatherWidget")
            }
        }
        .padding()
    }
}
