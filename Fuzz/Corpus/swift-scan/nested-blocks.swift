struct W: Widget {
  var body: some WidgetConfiguration {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    if true {
    UserDefaults(suiteName: "group.a")
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
    }
  }
}
