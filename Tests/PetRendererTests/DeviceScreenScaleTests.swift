import Testing
@testable import PetRenderer

@Suite struct DeviceScreenScaleTests {
    @Test func homeButtonScreensAre2xAndTheOthers3x() throws {
        let scales = Dictionary(uniqueKeysWithValues: DeviceSize.all.map { ("\($0.screenWidth)x\($0.screenHeight)", $0.screenScale) })
        #expect(scales["375x667"] == 2)
        #expect(scales["320x568"] == 2)
        for row in ["430x932", "428x926", "414x896", "393x852", "390x844", "375x812", "360x780"] {
            #expect(scales[row] == 3, "\(row)")
        }
    }

    @Test func theLargeFamilyIsTheLargestOnEveryScreen() {
        for device in DeviceSize.all {
            #expect(device.largestFamily == .systemLarge)
        }
    }
}
