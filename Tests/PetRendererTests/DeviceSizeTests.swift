import Testing
@testable import PetRenderer

@Suite("Devices")
struct DeviceSizeTests {
    /// The HIG's "iOS widget dimensions" table (Widgets, Specifications), transcribed apart from
    /// the renderer's: screen, small, medium, large, in points.
    static let hig: [(screen: String, small: String, medium: String, large: String)] = [
        ("430x932", "170x170", "364x170", "364x382"),
        ("428x926", "170x170", "364x170", "364x382"),
        ("414x896", "169x169", "360x169", "360x379"),
        ("414x736", "159x159", "348x157", "348x357"),
        ("393x852", "158x158", "338x158", "338x354"),
        ("390x844", "158x158", "338x158", "338x354"),
        ("375x812", "155x155", "329x155", "329x345"),
        ("375x667", "148x148", "321x148", "321x324"),
        ("360x780", "155x155", "329x155", "329x345"),
        ("320x568", "141x141", "292x141", "292x311"),
    ]

    @Test("The device table is the HIG's, row by row")
    func theTableIsTheHIGs() throws {
        func text(_ size: (width: Int, height: Int)) -> String { "\(size.width)x\(size.height)" }
        #expect(Set(DeviceSize.all.map { "\($0.screenWidth)x\($0.screenHeight)" }) == Set(Self.hig.map(\.screen)))
        for row in Self.hig {
            let device = try #require(DeviceSize(argument: row.screen), "\(row.screen) is missing")
            #expect(text(device.points(for: .systemSmall)) == row.small, "\(row.screen)")
            #expect(text(device.points(for: .systemMedium)) == row.medium, "\(row.screen)")
            #expect(text(device.points(for: .systemLarge)) == row.large, "\(row.screen)")
        }
    }

    @Test("Only the screens of the iPhones with a Dynamic Island have one: 430x932 and 393x852")
    func dynamicIsland() {
        #expect(DeviceSize.all.filter(\.hasDynamicIsland).map { "\($0.screenWidth)x\($0.screenHeight)" } == ["430x932", "393x852"])
    }

    @Test("Without a Dynamic Island its surfaces are refused, saying where the Live Activity shows instead",
          arguments: ["375x667", "414x736", "320x568", "428x926", "390x844"])
    func islandSurfacesNeedAnIsland(screen: String) throws {
        let device = try #require(DeviceSize(argument: screen))
        #expect(LiveActivitySurface.lockScreen.reasonUnavailable(on: device) == nil)
        for surface in LiveActivitySurface.allCases where surface.isInDynamicIsland {
            let reason = try #require(surface.reasonUnavailable(on: device))
            #expect(reason == "the \(screen) screen has no Dynamic Island: there a Live Activity shows on the Lock Screen "
                + "and, when it alerts, as a banner at the top of the screen (the lock-screen surface)")
        }
        for surface in LiveActivitySurface.allCases {
            #expect(surface.reasonUnavailable(on: .default) == nil)
        }
    }

    @Test("Cycling the views on a device without a Dynamic Island goes from the home widget to the Lock Screen and back")
    func cyclingWithoutAnIsland() throws {
        let device = try #require(DeviceSize(argument: "375x667"))
        #expect(Surface.home.next(on: device) == .liveActivity(.lockScreen))
        #expect(Surface.liveActivity(.lockScreen).next(on: device) == .home)
    }
}
