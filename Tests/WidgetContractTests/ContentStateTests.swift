import Foundation
import Testing
@testable import WidgetContract

@Suite struct ContentStateTests {
    typealias ContentState = PetActivityAttributes.ContentState

    /// A state whose encoded JSON is exactly `size` bytes, padded through the name.
    static func state(ofSize size: Int) throws -> ContentState {
        let base = try ContentState(name: "", stage: "adult", valueA: 82, valueB: 64, valueC: 91).encoded().count
        return ContentState(name: String(repeating: "m", count: size - base), stage: "adult", valueA: 82, valueB: 64, valueC: 91)
    }

    @Test func aStateOf4096BytesIsAccepted() throws {
        #expect(try Self.state(ofSize: 4096).encoded().count == 4096)
    }

    @Test func aStateOf4097BytesIsRefusedWithItsSize() throws {
        let error = #expect(throws: ActivityStateError.self) { try Self.state(ofSize: 4097).encoded() }
        #expect(error == .tooLarge(size: 4097))
        #expect(error?.description.hasPrefix("ContentState is 4097 bytes; ActivityKit refuses more than 4096") == true)
    }

    @Test func theStateIsJSONWithSortedKeysAndNoArtwork() throws {
        let state = ContentState(pet: Pet(name: "Mochi", stage: "adult", valueA: 82, valueB: 64.5, valueC: 91))
        let text = String(decoding: try state.encoded(), as: UTF8.self)
        #expect(text == #"{"name":"Mochi","stage":"adult","valueA":82,"valueB":64.5,"valueC":91}"#)
        #expect(try ContentState.decode(state.encoded()) == state)
    }

    @Test("The widget side reads a state strictly, naming the field", arguments: [
        (#"{"stage":"adult","valueA":1,"valueB":2,"valueC":3}"#, "ContentState: name: missing"),
        (#"{"name":"M","stage":7,"valueA":1,"valueB":2,"valueC":3}"#, "ContentState: stage: is a number, expected a string"),
        (#"{"name":"M","stage":"egg","valueA":"1","valueB":2,"valueC":3}"#, "ContentState: valueA: is a string, expected a number"),
        (#"[1]"#, "ContentState: (state): is an array, expected an object"),
    ])
    func strictDecoding(json: String, message: String) {
        let error = #expect(throws: ActivityStateError.self) { try ContentState.decode(Data(json.utf8)) }
        #expect(error?.description == message)
    }

    @Test func theWidgetSideRefusesAnOversizedStateBeforeReadingIt() throws {
        let json = Data(("{\"name\":\"" + String(repeating: "m", count: 5000) + "\"}").utf8)
        #expect(throws: ActivityStateError.tooLarge(size: json.count)) { try ContentState.decode(json) }
    }
}
