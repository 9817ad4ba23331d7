import Foundation
import PetRenderer
import Testing
@testable import WidgetTUIKit

@Suite struct AutoFitTests {
    let device = DeviceSize.default

    private func fitted(_ scale: Int, _ terminal: TerminalSize, _ family: WidgetFamily, _ device: DeviceSize) -> Int? {
        AutoFit.scale(for: .home, settings: RenderSettings(family: family, device: device, pointsPerPixel: scale, timeZone: PreviewFixtures.utc), terminal: terminal)
    }

    private func fits(_ scale: Int, _ family: WidgetFamily, _ device: DeviceSize, _ terminal: TerminalSize) -> Bool {
        let canvas = RenderSettings(family: family, device: device, pointsPerPixel: scale, timeZone: PreviewFixtures.utc).canvasSize
        return PreviewView.fits(widgetWidth: canvas.width, height: (canvas.height + 1) / 2, in: terminal)
    }

    @Test("The large family gets the finest scale that fits", arguments: [
        (TerminalSize(columns: 100, rows: 40), 6),
        (TerminalSize(columns: 80, rows: 24), 10),
        (TerminalSize(columns: 60, rows: 20), 13),
        (TerminalSize(columns: 200, rows: 36), 6),
        (TerminalSize(columns: 200, rows: 35), 7),
    ])
    func largeFamily(terminal: TerminalSize, scale: Int) {
        #expect(fitted(5, terminal, .systemLarge, device) == scale)
    }

    @Test func aScaleThatFitsIsKept() {
        #expect(fitted(5, TerminalSize(columns: 100, rows: 42), .systemLarge, device) == nil)
        #expect(fitted(5, TerminalSize(columns: 80, rows: 24), .systemMedium, device) == nil)
        #expect(fitted(5, TerminalSize(columns: 80, rows: 24), .systemSmall, device) == nil)
        // A finer scale than the default is never forced on a large terminal, nor a coarser one chosen.
        #expect(fitted(3, TerminalSize(columns: 300, rows: 100), .systemLarge, device) == nil)
    }

    @Test func theDeviceDecidesToo() {
        let large = DeviceSize(argument: "430x932")!
        let terminal = TerminalSize(columns: 100, rows: 36)
        #expect(fitted(5, terminal, .systemLarge, device) == 6)
        #expect(fitted(5, terminal, .systemLarge, large) == 7)
    }

    @Test func nothingIsChosenWhenNoScaleFits() {
        #expect(fitted(5, TerminalSize(columns: 30, rows: 4), .systemSmall, device) == nil)
        #expect(fitted(40, TerminalSize(columns: 50, rows: 6), .systemLarge, device) == nil)
    }

    @Test func theChosenScaleFitsAndTheNextFinerOneDoesNot() {
        let terminals = [(40, 7), (50, 12), (64, 20), (80, 24), (100, 30), (120, 40), (70, 42)].map { TerminalSize(columns: $0, rows: $1) }
        for family in WidgetFamily.allCases {
            for device in DeviceSize.all {
                for terminal in terminals {
                    guard let scale = fitted(5, terminal, family, device) else {
                        #expect(fits(5, family, device, terminal) || !(6...40).contains { fits($0, family, device, terminal) })
                        continue
                    }
                    #expect(scale > 5)
                    #expect(fits(scale, family, device, terminal), "\(family) \(device.screenWidth) \(terminal) at \(scale)")
                    #expect(!fits(scale - 1, family, device, terminal), "\(family) \(device.screenWidth) \(terminal) at \(scale - 1)")
                }
            }
        }
    }

    @Test func theStateDrawsAtTheFittedScaleAndSaysSo() {
        let large = update(PreviewFixtures.state(), .key(.character("f"))).state
        #expect(large.fittedScale == 6)
        #expect(large.drawnSettings.pointsPerPixel == 6)
        #expect(large.settings.pointsPerPixel == 5)
        #expect(PreviewStatus.Controls(large).line.hasPrefix("scale 6 pt/px (fit)  host app cold"))
        let medium = update(large, .key(.character("f"))).state
        #expect(medium.fittedScale == nil)
        #expect(PreviewStatus.Controls(medium).line.hasPrefix("scale 5 pt/px  host app cold"))
        // Resizing refits.
        #expect(update(large, .resize(TerminalSize(columns: 80, rows: 24))).state.fittedScale == 10)
    }

    @Test func anExplicitScaleIsNeverFitted() {
        let large = update(PreviewFixtures.state(autoFitsScale: false), .key(.character("f"))).state
        #expect(large.fittedScale == nil)
        #expect(large.drawnSettings == large.settings)
        #expect(PreviewStatus.Controls(large).line.hasPrefix("scale 5 pt/px  host app cold"))
    }
}
