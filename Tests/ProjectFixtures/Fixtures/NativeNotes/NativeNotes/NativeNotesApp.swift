import SwiftUI

@main
struct NativeNotesApp: App {
    @State private var store = NoteStore()

    var body: some Scene {
        WindowGroup {
            NoteList(store: store)
        }
    }
}
