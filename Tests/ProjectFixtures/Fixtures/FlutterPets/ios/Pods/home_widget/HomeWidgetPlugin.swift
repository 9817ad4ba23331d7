import Flutter
import WidgetKit

// Plugin code CocoaPods copies in: not the app's, never scanned.
public class HomeWidgetPluginStub: NSObject {
  let defaults = UserDefaults(suiteName: "group.never.scanned")
}
