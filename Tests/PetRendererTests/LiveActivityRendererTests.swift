import Foundation
import Testing
@testable import PetRenderer
import RenderFixtures
import SharedData

@Suite struct LiveActivityRendererTests {
    static let state = TestSheet.activityState

    static func renderer(_ state: PetActivityAttributes.ContentState = state, petIndex: Int = 0) throws -> LiveActivityRenderer {
        try TestSheet.liveActivity(state, petIndex: petIndex)
    }

    @Test func surfacesTakeTheHIGSizesAtTheWidgetsPixelScale() {
        let sizes = LiveActivitySurface.allCases.map { $0.canvasSize(.test()) }
        #expect(sizes.map(\.width) == [74, 10, 10, 7, 74])
        #expect(sizes.map(\.height) == [32, 7, 7, 7, 32])
        var large = RenderSettings.test()
        large.device = DeviceSize(argument: "430x932")!
        large.pointsPerPixel = 2
        #expect(LiveActivitySurface.lockScreen.canvasSize(large) == (204, 80))
        #expect(LiveActivitySurface.compactLeading.canvasSize(large) == (31, 18))
    }

    @Test func surfacesAreNamedOnTheCommandLineInEitherSpelling() {
        #expect(LiveActivitySurface(argument: "lockScreen") == .lockScreen)
        #expect(LiveActivitySurface(argument: "compact-leading") == .compactLeading)
        #expect(LiveActivitySurface(argument: "compacttrailing") == .compactTrailing)
        #expect(LiveActivitySurface(argument: "notch") == nil)
        #expect(LiveActivitySurface.allCases.filter(\.isInDynamicIsland) == [.compactLeading, .compactTrailing, .minimal, .expanded])
    }

    @Test("Each surface draws at its size, deterministically", arguments: LiveActivitySurface.allCases)
    func drawsAtItsSize(surface: LiveActivitySurface) throws {
        let renderer = try Self.renderer()
        let frame = renderer.frame(surface, at: utc(12), settings: .test())
        let size = surface.canvasSize(.test())
        #expect((frame.canvas.width, frame.canvas.height) == size)
        #expect(frame == renderer.frame(surface, at: utc(12), settings: .test()))
    }

    @Test func theExpandedIslandsNumbersKeepClearOfItsRoundedCorners() throws {
        let frame = try Self.renderer().frame(.expanded, at: utc(12), settings: .test())
        let canvas = frame.canvas, radius = 6
        let label = RGB(0xff, 0xff, 0xff)
        let nearTheEdge = (0..<canvas.height).flatMap { y in (canvas.width - radius..<canvas.width).map { canvas[$0, y] } }
        #expect(!nearTheEdge.contains { frame.palette[$0] == label })
        #expect(canvas.pixels.contains { frame.palette[$0] == label })
    }

    @Test("Every surface but the values gauge shows the pet, from the widget's sprite colours",
          arguments: LiveActivitySurface.allCases.filter { $0 != .compactTrailing })
    func petIsVisible(surface: LiveActivitySurface) throws {
        let frame = try Self.renderer().frame(surface, at: utc(12), settings: .test())
        let sprites = Set(frame.canvas.pixels.filter { frame.palette[$0] == TestSheet.body || frame.palette[$0] == TestSheet.eye })
        #expect(!sprites.isEmpty)
        #expect(frame.poses.count == 1)
    }

    @Test func theArtworkComesFromTheStageKey() throws {
        let adult = try Self.renderer().frame(.lockScreen, at: utc(12), settings: .test())
        var egg = Self.state
        egg.stage = "egg"
        let eggFrame = try Self.renderer(egg).frame(.lockScreen, at: utc(12), settings: .test())
        #expect(adult.canvas != eggFrame.canvas)
        var unknown = Self.state
        unknown.stage = "dragon"
        #expect(try Self.renderer(unknown).notes == [.unknownStage(pet: "Mochi", stage: "dragon", fallback: "adult")])
    }

    @Test func theGaugeFillsEachBarByItsValue() throws {
        func filled(_ values: (Double, Double, Double)) throws -> [Int] {
            let state = PetActivityAttributes.ContentState(name: "M", stage: "adult", valueA: values.0, valueB: values.1, valueC: values.2)
            let frame = try Self.renderer(state).frame(.compactTrailing, at: utc(12), settings: .test())
            return [1, 4, 7].map { x in (0..<frame.canvas.height).filter { y in
                let color = frame.palette[frame.canvas[x, y]]
                return color == RGB(0xff, 0x9f, 0x0a) || color == RGB(0x30, 0xd1, 0x58) || color == RGB(0x0a, 0x84, 0xff)
            }.count }
        }
        #expect(try filled((0, 50, 100)) == [0, 3, 5])
        #expect(try filled((-20, 1e300, .nan)) == [0, 5, 0])
    }

    @Test func thePetWalksOnTheLockScreenAsTheDateAdvances() throws {
        let renderer = try Self.renderer()
        let poses = (0..<6).map { renderer.frame(.lockScreen, at: utc(12) + Double($0), settings: .test()).poses[0] }
        #expect(Set(poses.map(\.x)).count > 1)
    }

    @Test func tinySizesAndHugeNumbersDrawWithoutTrapping() throws {
        var tiny = RenderSettings.test()
        tiny.pointsPerPixel = 40
        let state = PetActivityAttributes.ContentState(name: "Ünïcode 🐱", stage: "adult", valueA: -1e300, valueB: 1e300, valueC: .infinity)
        let renderer = try Self.renderer(state)
        for surface in LiveActivitySurface.allCases {
            let frame = renderer.frame(surface, at: utc(12), settings: tiny)
            #expect(frame.canvas.width >= 1 && frame.canvas.height >= 1)
        }
        let full = renderer.frame(.lockScreen, at: utc(12), settings: .test())
        #expect((full.canvas.width, full.canvas.height) == (74, 32))
    }

    /// The tinted and clear Home Screens hold widgets, not Live Activities: `AccentedRendering`
    /// is the home widget's, and a surface in accented mode keeps its rough look, each colour's
    /// luminance in the fixed tint, unchanged by the image option.
    @Test("A Live Activity surface in accented mode keeps one hue: each colour's luminance in the tint")
    func accentedKeepsOneHue() throws {
        let renderer = try Self.renderer()
        var settings = RenderSettings.test(mode: .accented)
        let frame = renderer.frame(.lockScreen, at: utc(12), settings: settings)
        let full = renderer.frame(.lockScreen, at: utc(12), settings: .test())
        #expect(frame.canvas == full.canvas)
        #expect(frame.palette.colors == full.palette.colors.map(ActivityPalette.oneHue))
        settings.accentedImages = .fullColor
        #expect(renderer.frame(.lockScreen, at: utc(12), settings: settings).palette == frame.palette)
        let tint = AccentedRendering.tint
        #expect(ActivityPalette.oneHue(RGB(0, 0, 0)) == RGB(0, 0, 0) && ActivityPalette.oneHue(RGB(255, 255, 255)) == RGB(255, 255, 255))
        #expect(ActivityPalette.oneHue(RGB.grey(0.5)).distanceSquared(to: tint) < 30)
    }
}
