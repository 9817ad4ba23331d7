import Findings
import Foundation
import PetRenderer
import PNGCodec
import SharedData
import Testing
@testable import WidgetTUIKit
import Doctor

/// doctor (`ImageInspection`) and check (`StoredImageCheck`) take one verdict of each stored file
/// (`StoredImage.verdict`): a blank image is a problem in both, with the fix for a blank image; a
/// file the app shares that is not an image is not an image to either.
@Suite struct StoredImageVerdictTests {
    /// The container with `files` under home_widget/, each stored under its name as a key; the
    /// group is returned to be kept, as it removes its folder when it goes.
    func group(_ files: [String: Data]) throws -> (TestGroup, GroupReader) {
        let group = try TestGroup()
        let container = try group.container()
        try GroupWriter(container: container).withLock { session in
            for (name, data) in files {
                try session.writeFile("home_widget/\(name)", contents: data)
                try session.set(.string(container.url.appendingPathComponent("home_widget/\(name)").path), forKey: name)
            }
        }
        return (group, try group.reader())
    }

    @Test("A blank image is a problem to doctor and a failure of check, whose fix is about painting, not size")
    func blankIsAProblemInBoth() throws {
        let blank = try PNGCodec.encode(RGBAImage(width: 300, height: 150, pixels: [UInt8](repeating: 0, count: 300 * 150 * 4)))
        let (home, reader) = try group(["blank.png": blank])
        defer { withExtendedLifetime(home) {} }
        let doctor = ImageInspection(reader: reader, device: .default).findings(key: "blank.png", storedPath: "home_widget/blank.png")
        #expect(doctor.map(\.severity) == [.problem])
        #expect(doctor.first?.fix?.contains("painted") == true)
        let check = StoredImageCheck.run(reader: reader, device: .default)
        #expect(check.status == .fail)
        #expect(check.reason.contains("is blank: every pixel is transparent"))
        #expect(check.fix?.contains("painted") == true, "\(check.fix ?? "")")
        #expect(check.fix?.contains("pixels") == false, "\(check.fix ?? "")")
    }

    @Test("A file the app shares that is not an image is not counted as one, nor as one not read")
    func aSharedFileIsNotAnImage() throws {
        let opaque = try PNGCodec.encode(RGBAImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255]))
        let (home, reader) = try group(["fileJson": Data(#"{"a":1}"#.utf8), "pet.png": opaque])
        defer { withExtendedLifetime(home) {} }
        let doctor = ImageInspection(reader: reader, device: .default).findings(key: "fileJson", storedPath: "home_widget/fileJson")
        #expect(doctor.map(\.severity) == [.ok])
        let check = StoredImageCheck.run(reader: reader, device: .default)
        #expect(check.status == .pass)
        #expect(check.reason.hasPrefix("1 image, none blank"), "\(check.reason)")
        #expect(!check.reason.contains("not read"), "\(check.reason)")
    }

    @Test("An image past the extension's memory is a problem to doctor as it is a failure of check")
    func pastTheMemoryIsAProblemInBoth() throws {
        let huge = try PNGCodec.encode(RGBAImage(width: 3000, height: 3000, pixels: [UInt8](repeating: 255, count: 3000 * 3000 * 4)))
        let (home, reader) = try group(["huge.png": huge])
        defer { withExtendedLifetime(home) {} }
        let doctor = ImageInspection(reader: reader, device: .default).findings(key: "huge.png", storedPath: "home_widget/huge.png")
        #expect(doctor.map(\.severity) == [.problem])
        #expect(StoredImageCheck.run(reader: reader, device: .default).status == .fail)
    }

    @Test("A missing image is a problem to doctor and a failure of check")
    func missingIsAProblemInBoth() throws {
        let (home, reader) = try group([:])
        defer { withExtendedLifetime(home) {} }
        try GroupWriter(container: try home.container()).withLock { try $0.set(.string("home_widget/gone.png"), forKey: "gone") }
        let doctor = ImageInspection(reader: reader, device: .default).findings(key: "gone", storedPath: "home_widget/gone.png")
        #expect(doctor.map(\.severity) == [.problem])
        let check = StoredImageCheck.run(reader: reader, device: .default)
        #expect(check.status == .fail, "\(check.reason)")
        #expect(check.reason.contains("gone: home_widget/gone.png: no such file in the container"), "\(check.reason)")
    }
}
