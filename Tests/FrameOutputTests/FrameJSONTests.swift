import Foundation
import Testing
@testable import FrameOutput
import PetRenderer
import RenderFixtures

@Suite("The JSON frame")
struct FrameJSONTests {
    @Test("It carries the header, palette, rows and poses, and decodes back")
    func contents() throws {
        let renderer = try TestSheet.renderer(TestSheet.data(quietHours: nil))
        let frame = renderer.frame(at: utc(12), settings: .test())
        let doc = FrameDocument(frame: frame, entryIndex: 3, digest: renderer.dataDigest, notes: renderer.notes)
        let text = try doc.encoded()
        let decoded = try JSONDecoder().decode(FrameDocument.self, from: Data(text.utf8))
        #expect(decoded == doc)
        #expect(decoded.poses == frame.poses && decoded.poses.count == 3)
        #expect(decoded.date == "2026-11-29T12:00:00Z" && decoded.entry == 3 && !decoded.night && !decoded.placeholder)
        #expect(decoded.rows.count == 32 && decoded.rows[0].count == 68)
        #expect(decoded.palette.first == FrameDocument.PaletteEntry(letter: "a", color: frame.palette[0].hex))
        #expect(decoded.notes.contains { $0.contains("quietHours") })
        // The same frame encodes to the same bytes.
        #expect(try FrameDocument(frame: frame, entryIndex: 3, digest: renderer.dataDigest, notes: renderer.notes).encoded() == text)
    }

    @Test("A Live Activity surface names its surface and no family; the home widget names its family and no surface")
    func surfaceOrFamily() throws {
        let activity = try TestSheet.liveActivity()
        let surface = FrameDocument(frame: activity.frame(.compactLeading, at: utc(12), settings: .test()), entryIndex: 0,
                                    digest: activity.digest, notes: activity.notes)
        #expect(surface.surface == .compactLeading && surface.family == nil)
        let text = try surface.encoded()
        #expect(text.contains("\"surface\" : \"compactLeading\"") && !text.contains("\"family\""))
        #expect(try JSONDecoder().decode(FrameDocument.self, from: Data(text.utf8)) == surface)

        let renderer = try TestSheet.renderer()
        let home = try FrameDocument(frame: renderer.frame(at: utc(12), settings: .test()), entryIndex: 0,
                                     digest: renderer.dataDigest, notes: []).encoded()
        #expect(home.contains("\"family\" : \"systemMedium\"") && !home.contains("\"surface\""))
    }

    @Test("The placeholder has no date, no entry and no poses")
    func placeholder() throws {
        let renderer = try TestSheet.renderer()
        let doc = FrameDocument(frame: renderer.placeholder(settings: .test()), entryIndex: nil, digest: renderer.dataDigest, notes: [])
        #expect(doc.placeholder && doc.date == nil && doc.entry == nil && doc.poses.isEmpty)
        #expect(try doc.encoded().contains("\"placeholder\" : true"))
    }
}
