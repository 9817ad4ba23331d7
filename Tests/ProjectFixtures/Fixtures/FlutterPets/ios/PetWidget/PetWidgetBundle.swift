import SwiftUI
import WidgetKit

@main
struct PetWidgetBundle: WidgetBundle {
  var body: some Widget {
    PetWidget()
  }
}
