import Foundation
import PNGCodec
import PetRenderer
import SharedData
import Testing
@testable import WidgetTUI

/// `doctor` on the container of an app that is not the pet widget (a home_widget app), and the
/// images such apps share.
@Suite("widget-tui doctor on a home_widget app's container")
struct DoctorHomeWidgetTests {
    static let opaquePNG = try! PNGCodec.encode(RGBAImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255]))

    func doctor(_ home: AppTestHome, _ rest: [String] = []) -> (code: Int32, out: String, err: String) {
        home.run(["doctor", "--group", HomeWidgetApp.group] + rest)
    }

    func expectTranscript(_ out: String, _ name: String, _ home: AppTestHome, sourceLocation: SourceLocation = #_sourceLocation) {
        Transcript.expect(out, matches: name, in: "DoctorHomeWidgetTests", replacing: [home.url.path: "<home>"], sourceLocation: sourceLocation)
    }

    @Test("A home_widget container passes: every key with its type and size, the pet checks skipped in one line")
    func homeWidgetContainerPasses() throws {
        let home = try AppTestHome()
        let app = try HomeWidgetApp.typical(home, png: Self.opaquePNG, jpeg: try HomeWidgetApp.jpegFixture())
        let result = doctor(home)
        #expect(result.code == 0, "\(result.out)")
        let suite = app.container.suiteURL.path
        for (key, listing) in [("title", "String, 2 bytes"), ("message", "String, 12 bytes"), ("counter", "Int 42"),
                               ("temperature", "Double 12.5"), ("isRaining", "Bool true"), ("payload", "Data, 4 bytes")] {
            #expect(result.out.contains("    OK       \(key): \(listing)\n"), "\(key)")
        }
        #expect(result.out.contains("    OK       home_widget.internal.background.dispatcher: Int, "))
        #expect(result.out.contains("    OK       home_widget.internal.background.callback: Int, "))
        #expect(result.out.contains("\ndata\n  \(suite)\n    NOTE     the pet widget's checks are skipped: "))
        let skipped = result.out.split(separator: "\n").filter { $0.contains("pet widget") }
        #expect(skipped.count == 1)
        #expect(skipped.first?.contains("no items key") == true)
        #expect(skipped.first?.contains("--contract pets") == true)
        #expect(!result.out.contains("quietHours") && !result.out.contains("streakDays"))
        #expect(result.out.contains("    OK       dashIcon: a 2x1 PNG at home_widget/dashIcon.png, inside the container\n"))
        #expect(result.out.contains("    OK       photo: a 24x16 JPEG at home_widget/photo.jpg, inside the container\n"))
        #expect(result.out.hasSuffix("doctor: 0 problems, 1 warning\n"))
        expectTranscript(result.out, "typical-container", home)
    }

    @Test("--contract overrides the detection: pets demands the pet keys, generic skips them on the demo")
    func contractOverride() throws {
        let home = try AppTestHome()
        _ = try HomeWidgetApp.typical(home, png: Self.opaquePNG, jpeg: try HomeWidgetApp.jpegFixture())
        let pets = doctor(home, ["--contract", "pets"])
        #expect(pets.code == 1)
        #expect(pets.out.contains("items: missing: the app has not written any pets"))

        let demo = home.run(["doctor", "--contract", "generic"])
        #expect(demo.code == 0, "\(demo.out)")
        #expect(!demo.out.contains("5 pets"))
        #expect(demo.out.contains("--contract generic"))
        #expect(demo.out.contains("    OK       items: Data, "))

        let bad = doctor(home, ["--contract", "widgets"])
        #expect(bad.code == 64)
        #expect(bad.err.contains("--contract: 'widgets' is not one of pets, generic"))
    }

    @Test("Stored file:// URLs are resolved into the container, percent-encoding and all")
    func fileURLs() throws {
        let home = try AppTestHome()
        let app = try HomeWidgetApp(home)
        let stored = try app.saveFile("photo", try HomeWidgetApp.jpegFixture(), extension: "jpg", storedAs: .fileURL)
        #expect(stored.hasPrefix("file:///private/var/mobile/Containers/Shared/AppGroup/"))
        try GroupWriter(container: app.container).writeFile("home_widget/Zürich at night.png", contents: Self.opaquePNG)
        let uuid = app.container.url.lastPathComponent
        try app.saveWidgetData("cityImage", .string("file:///private/var/mobile/Containers/Shared/AppGroup/\(uuid)/home_widget/Z%C3%BCrich%20at%20night.png"))
        try app.updateWidget()
        let result = doctor(home)
        #expect(result.code == 0, "\(result.out)")
        #expect(result.out.contains("    OK       photo: a 24x16 JPEG at home_widget/photo.jpg, inside the container\n"))
        #expect(result.out.contains("    OK       cityImage: a 2x1 PNG at home_widget/Zürich at night.png, inside the container\n"))
        #expect(!result.out.contains("file:/private"))
    }

    @Test("104 zero bytes named .jpg, a truncated PNG and a text file named .png are problems naming what they are")
    func notImages() throws {
        let home = try AppTestHome()
        let app = try HomeWidgetApp(home)
        try app.saveFile("zeros", Data(count: 104), extension: "jpg", storedAs: .device)
        try app.saveFile("cut", Self.opaquePNG.prefix(40), extension: "png", storedAs: .simulator)
        try app.saveFile("text", Data("<html>Not Found</html>".utf8), extension: "png", storedAs: .device)
        let jpeg = try HomeWidgetApp.jpegFixture()
        try app.saveFile("cutJPEG", jpeg.prefix(jpeg.count / 2), extension: "jpg", storedAs: .device)
        try app.updateWidget()
        let result = doctor(home)
        #expect(result.code == 1)
        #expect(result.out.contains("    PROBLEM  zeros: home_widget/zeros.jpg: 104 zero bytes, "), "\(result.out)")
        #expect(result.out.contains("    PROBLEM  cut: home_widget/cut.png: a PNG cut off at byte 40, "))
        #expect(result.out.contains("    PROBLEM  text: home_widget/text.png: text (22 bytes), "))
        #expect(result.out.contains("    PROBLEM  cutJPEG: home_widget/cutJPEG.jpg: a JPEG cut off at byte 344, "))
        #expect(result.out.hasSuffix("doctor: 4 problems, 1 warning\n"))
        expectTranscript(result.out, "not-images", home)
    }

    @Test("An image larger than the largest widget at the device's scale warns with its decoded size; past the extension's memory it is a problem")
    func oversizedImages() throws {
        let home = try AppTestHome()
        let app = try HomeWidgetApp(home)
        // Transparent: were it decoded, it would also be called blank; past 2048x2048 it is not decoded.
        let big = try PNGCodec.encode(RGBAImage(width: 4000, height: 4000, pixels: [UInt8](repeating: 0, count: 4000 * 4000 * 4)))
        try app.saveFile("big", big, extension: "png", storedAs: .device)
        // The large widget at 3x on the default 393x852 screen is 1014x1062 pixels.
        let fits = try PNGCodec.encode(RGBAImage(width: 1014, height: 1062, pixels: [UInt8](repeating: 255, count: 1014 * 1062 * 4)))
        try app.saveFile("fits", fits, extension: "png", storedAs: .device)
        try app.updateWidget()
        let result = doctor(home)
        #expect(result.code == 1, "\(result.out)")
        #expect(result.out.contains("    PROBLEM  big: a 4000x4000 PNG at home_widget/big.png decodes to 64.0 MB, past a widget "
            + "extension's about 30 MB of memory, so the widget shows nothing"), "\(result.out)")
        #expect(result.out.contains("about 30 MB"))
        #expect(!result.out.contains("is blank"))
        #expect(result.out.contains("    OK       fits: a 1014x1062 PNG"))

        // On a 2x screen the same widget is smaller, so the image that fitted no longer does.
        let small = doctor(home, ["--device", "375x667"])
        #expect(small.out.contains("    WARNING  fits: a 1014x1062 PNG at home_widget/fits.png, 4.3 MB decoded, is larger than the large widget "
            + "at 2x on 375x667 (642x648 pixels)"), "\(small.out)")
    }

    @Test("Other files: saveFile data is listed with its size, a GIF and a misnamed JPEG are read, a misused handle warns")
    func otherFiles() throws {
        let home = try AppTestHome()
        let app = try HomeWidgetApp(home)
        try app.saveFile("config", Data([0x01, 0x02, 0xFE, 0xFF]), extension: "bin", storedAs: .device)
        try app.saveFile("animation", Data("GIF89a".utf8) + Data([0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00]), extension: "gif", storedAs: .device)
        try app.saveFile("misnamed", try HomeWidgetApp.jpegFixture(), extension: "png", storedAs: .device)
        try app.saveWidgetData("home_widget.internal.background.callback", .string("1234"))
        try app.updateWidget()
        let result = doctor(home)
        #expect(result.code == 0, "\(result.out)")
        #expect(result.out.contains("    OK       config: home_widget/config.bin: 4 bytes of other data, beginning 01 02 fe ff, "))
        #expect(result.out.contains("    OK       animation: a GIF image at home_widget/animation.gif; "))
        #expect(result.out.contains("    OK       misnamed: a 24x16 JPEG at home_widget/misnamed.png, "))
        #expect(result.out.contains("    WARNING  home_widget.internal.background.callback: String, "))
        #expect(result.out.hasSuffix("doctor: 0 problems, 2 warnings\n"))
        expectTranscript(result.out, "other-files", home)
    }
}
