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

    /// `doctor --group` on the home_widget app's group, as JSON: findings by check, severity, file and key.
    func findings(_ home: AppTestHome, _ rest: [String] = []) throws -> DoctorFindings {
        try DoctorFindings(home, ["doctor", "--group", HomeWidgetApp.group] + rest)
    }

    /// A finding's words. Where a data check's finding is what it read (a key's type and size, what
    /// a file is, its decoded size), those words are its result, and a test holds them.
    static func text(_ finding: [String: Any]?) -> String { finding?["message"] as? String ?? "" }

    func expectTranscript(_ out: String, _ name: String, _ home: AppTestHome, sourceLocation: SourceLocation = #_sourceLocation) {
        Transcript.expect(out, matches: name, in: "DoctorHomeWidgetTests", replacing: [home.url.path: "<home>"], sourceLocation: sourceLocation)
    }

    @Test("A home_widget container passes: every key with its type and size, the pet checks skipped in one line")
    func homeWidgetContainerPasses() throws {
        let home = try AppTestHome()
        let app = try HomeWidgetApp.typical(home, png: Self.opaquePNG, jpeg: try HomeWidgetApp.jpegFixture())
        let result = doctor(home)
        #expect(result.code == 0, "\(result.out)")
        let json = try findings(home)
        let suite = app.container.suiteURL.path
        // Each key listed on the suite with its type and size or value: the listing is the check's result.
        for (key, listing) in [("title", "String, 2 bytes"), ("message", "String, 12 bytes"), ("counter", "Int 42"),
                               ("temperature", "Double 12.5"), ("isRaining", "Bool true"), ("payload", "Data, 4 bytes")] {
            #expect(json.of("suite-keys", "ok", file: suite, subject: key).map(Self.text) == [listing], "\(key): \(json.summary)")
        }
        for key in ["home_widget.internal.background.dispatcher", "home_widget.internal.background.callback"] {
            #expect(json.of("suite-keys", "ok", file: suite, subject: key).count == 1, "\(key): \(json.summary)")
        }
        // The pet widget's checks skipped in one note on the suite, saying why and how to hold the suite to them anyway.
        let skipped = json.of("data-contract", "note", file: suite)
        #expect(skipped.count == 1 && json.findings.filter { $0["check"] as? String == "data-contract" }.count == 1, "\(json.summary)")
        #expect(Self.text(skipped.first).contains("no items key") && Self.text(skipped.first).contains("--contract pets"), "\(skipped)")
        #expect(json.of("pet-data").isEmpty, "\(json.summary)")
        #expect(!json.findings.contains { ["quietHours", "streakDays", "items"].contains($0["subject"] as? String ?? "") }, "\(json.summary)")
        // Each image a key names, examined inside the container.
        #expect(json.of("stored-image", "ok", file: suite, subject: "dashIcon").map(Self.text)
            == ["a 2x1 PNG at home_widget/dashIcon.png, inside the container"], "\(json.summary)")
        #expect(json.of("stored-image", "ok", file: suite, subject: "photo").map(Self.text)
            == ["a 24x16 JPEG at home_widget/photo.jpg, inside the container"], "\(json.summary)")
        // The one warning: no entitlements were given.
        #expect(json.counts == (0, 1) && json.of("no-targets", "warning").count == 1, "\(json.summary)")
        expectTranscript(result.out, "typical-container", home)
    }

    @Test("--contract overrides the detection: pets demands the pet keys, generic skips them on the demo")
    func contractOverride() throws {
        let home = try AppTestHome()
        _ = try HomeWidgetApp.typical(home, png: Self.opaquePNG, jpeg: try HomeWidgetApp.jpegFixture())
        let pets = try findings(home, ["--contract", "pets"])
        #expect(pets.code == 1)
        #expect(pets.of("pet-data", "problem", subject: "items").count == 1, "\(pets.summary)")

        let demo = try DoctorFindings(home, ["doctor", "--contract", "generic"])
        #expect(demo.code == 0, "\(demo.summary)")
        // The pet widget's data listed as another app's keys, none of its checks run, and the note says --contract chose so.
        #expect(demo.of("pet-data").isEmpty, "\(demo.summary)")
        #expect(demo.of("suite-keys", "ok", subject: "items").count == 1, "\(demo.summary)")
        let skipped = demo.of("data-contract", "note")
        #expect(skipped.count == 1 && Self.text(skipped.first).contains("--contract generic"), "\(skipped)")

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
        let result = try findings(home)
        #expect(result.code == 0, "\(result.summary)")
        // Resolved into the container and decoded: the file the words name is the decoded path, never the URL.
        #expect(result.of("stored-image", "ok", subject: "photo").map(Self.text) == ["a 24x16 JPEG at home_widget/photo.jpg, inside the container"],
                "\(result.summary)")
        #expect(result.of("stored-image", "ok", subject: "cityImage").map(Self.text)
            == ["a 2x1 PNG at home_widget/Zürich at night.png, inside the container"], "\(result.summary)")
        #expect(!result.findings.contains { Self.text($0).contains("file:/private") }, "\(result.summary)")
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
        let json = try findings(home)
        // Each a problem of its key; what the file is, named in the words, is the point.
        for (key, what) in [("zeros", "home_widget/zeros.jpg: 104 zero bytes, "), ("cut", "home_widget/cut.png: a PNG cut off at byte 40, "),
                            ("text", "home_widget/text.png: text (22 bytes), "), ("cutJPEG", "home_widget/cutJPEG.jpg: a JPEG cut off at byte 344, ")] {
            let problem = json.of("stored-image", "problem", subject: key)
            #expect(problem.count == 1 && Self.text(problem.first).hasPrefix(what), "\(key): \(json.summary)")
        }
        #expect(json.counts == (4, 1), "\(json.summary)")
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
        let result = try findings(home)
        #expect(result.code == 1, "\(result.summary)")
        // Past the extension's memory: a problem, its decoded size and the limit in the words (the point), and not called blank.
        let tooBig = result.of("stored-image", "problem", subject: "big")
        #expect(tooBig.count == 1 && result.of("stored-image", subject: "big").count == 1, "\(result.summary)")
        #expect(Self.text(tooBig.first).hasPrefix("a 4000x4000 PNG at home_widget/big.png decodes to 64.0 MB, past a widget "
            + "extension's about 30 MB of memory, so the widget shows nothing"), "\(tooBig)")
        #expect(!Self.text(tooBig.first).contains("blank"))
        #expect(result.of("stored-image", "ok", subject: "fits").count == 1, "\(result.summary)")

        // On a 2x screen the same widget is smaller, so the image that fitted no longer does.
        let small = try findings(home, ["--device", "375x667"])
        let noLongerFits = small.of("stored-image", "warning", subject: "fits")
        #expect(noLongerFits.count == 1 && Self.text(noLongerFits.first).hasPrefix("a 1014x1062 PNG at home_widget/fits.png, 4.3 MB decoded, is larger than "
            + "the large widget at 2x on 375x667 (642x648 pixels)"), "\(small.summary)")
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
        let json = try findings(home)
        // Each file read for what it is: the words are that reading.
        for (key, what) in [("config", "home_widget/config.bin: 4 bytes of other data, beginning 01 02 fe ff, "),
                            ("animation", "a GIF image at home_widget/animation.gif; "), ("misnamed", "a 24x16 JPEG at home_widget/misnamed.png, ")] {
            let ok = json.of("stored-image", "ok", subject: key)
            #expect(ok.count == 1 && Self.text(ok.first).hasPrefix(what), "\(key): \(json.summary)")
        }
        // A callback handle stored as a String: a warning on that key.
        #expect(json.of("suite-keys", "warning", subject: "home_widget.internal.background.callback").count == 1, "\(json.summary)")
        #expect(json.counts == (0, 2), "\(json.summary)")
        expectTranscript(result.out, "other-files", home)
    }
}
