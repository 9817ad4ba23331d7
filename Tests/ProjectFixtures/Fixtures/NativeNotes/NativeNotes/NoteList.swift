import SwiftUI

struct NoteList: View {
    var store: NoteStore
    @State private var draft = ""

    var body: some View {
        List {
            TextField("New note", text: $draft).onSubmit {
                store.add(draft)
                draft = ""
            }
            ForEach(store.notes, id: \.self, content: Text.init)
        }
    }
}
