import Testing
@testable import PetRenderer
import RenderFixtures

@Suite("One fixed palette, mapped per look")
struct PaletteTests {
    let palette: ScenePalette

    init() throws {
        palette = try ScenePalette(sheetColors: TestSheet.colors, bodyColor: TestSheet.body)
    }

    @Test("Scene slots, then the sheet's colours, then body variants, within 62 entries")
    func layout() {
        let scene = ScenePalette.Slot.allCases.count
        #expect(Array(palette.base.colors[scene..<(scene + 3)]) == TestSheet.colors)
        #expect(palette.bodyVariantCount == ScenePalette.maxBodyVariants)
        #expect(palette.base.count == scene + 3 + ScenePalette.maxBodyVariants - 1)
        #expect(palette.base.count <= Palette.maxCount)
        #expect(palette.roles.count == palette.base.count)
    }

    @Test("Each of 8 pets wears its own body colour, and the ninth repeats the first")
    func bodyVariants() {
        let bodyValue = 2  // TestSheet: outline 1, body 2, eye 3
        let bodies = (0..<9).map { palette.base[palette.spriteTable(petIndex: $0)[bodyValue]] }
        #expect(bodies[0] == TestSheet.body)
        #expect(Set(bodies.prefix(8)).count == 8)
        #expect(bodies[8] == bodies[0])
        // Only the body changes: outline and eye keep their entries.
        #expect(Set((0..<8).map { palette.spriteTable(petIndex: $0)[1] }).count == 1)
        #expect(Set((0..<8).map { palette.spriteTable(petIndex: $0)[3] }).count == 1)
    }

    @Test("A body colour missing from the sheet means no variants, and a note")
    func bodyColorMissing() throws {
        let p = try ScenePalette(sheetColors: TestSheet.colors, bodyColor: RGB(1, 2, 3))
        #expect(p.bodyVariantCount == 1 && !p.bodyColorFound)
        let renderer = try PetWidgetRenderer(sheet: TestSheet.make(), data: TestSheet.data(), bodyColor: RGB(1, 2, 3))
        #expect(renderer.notes.contains(.bodyColorNotInSheet(RGB(1, 2, 3))))
    }

    @Test("A sheet with more colours than fit beside the scene is refused with the numbers")
    func tooManyColors() {
        let room = Palette.maxCount - ScenePalette.Slot.allCases.count
        let colors = (0...room).map { RGB(UInt8($0), 0, 0) }
        #expect(throws: RenderError.tooManyColors(sheet: room + 1, limit: room)) {
            try ScenePalette(sheetColors: colors, bodyColor: colors[0])
        }
        // Exactly full: fits, with no room left for body variants.
        let full = try? ScenePalette(sheetColors: Array(colors.prefix(room)), bodyColor: colors[0])
        #expect(full?.base.count == Palette.maxCount)
        #expect(full?.bodyVariantCount == 1)
    }

    @Test("Every look maps entry by entry and keeps the palette's size")
    func looksKeepSize() {
        for look in PaletteLook.allCases {
            #expect(palette.palette(for: look).count == palette.base.count)
        }
        #expect(Set(PaletteLook.allCases.map(\.ordinal)) == Set(0..<PaletteLook.allCases.count))
        #expect(palette.palette(for: PaletteLook(isNight: false, appearance: .light, renderingMode: .fullColor)) == palette.base)
    }

    @Test("Dark appearance dims the sky and ground but not the pets")
    func darkAppearance() {
        let light = palette.palette(for: PaletteLook(isNight: false, appearance: .light, renderingMode: .fullColor))
        let dark = palette.palette(for: PaletteLook(isNight: false, appearance: .dark, renderingMode: .fullColor))
        for slot in [ScenePalette.Slot.skyDayTop, .ground, .horizon] {
            #expect(dark[slot.index].luminance < light[slot.index].luminance * 0.6, "\(slot)")
        }
        let scene = ScenePalette.Slot.allCases.count
        #expect(Array(dark.colors[scene...]) == Array(light.colors[scene...]))
    }

    @Test("Vibrant is monochrome: every entry is a grey of the original's luminance")
    func vibrant() {
        let v = palette.palette(for: PaletteLook(isNight: false, appearance: .light, renderingMode: .vibrant))
        for (mapped, original) in zip(v.colors, palette.base.colors) {
            #expect(mapped.r == mapped.g && mapped.g == mapped.b)
            #expect(abs(mapped.luminance - original.luminance) < 0.01)
        }
    }

    @Test("Accented maps by role: the backdrop to the system background, text to white, pets by the image option")
    func accented() {
        let look = PaletteLook(isNight: true, appearance: .dark, renderingMode: .accented)
        let a = palette.palette(for: look)
        for (color, role) in zip(a.colors, palette.roles) {
            switch role {
            case .sky, .star, .horizon, .ground, .shadow, .placeholderBackground:
                #expect(color == AccentedRendering.background(.dark), "\(role)")
            case .text, .placeholderShape, .sprite:
                #expect(color == AccentedRendering.defaultGroup, "\(role)")
            }
        }
        // The canvas then names each colour by its first entry: a silhouette is one letter.
        let merge = palette.mergeTable(for: look)
        #expect(merge?.count == 256)
        #expect(merge.map { table in palette.base.colors.indices.allSatisfy { a.colors[Int(table[$0])] == a.colors[$0] } } == true)
        #expect(Set(palette.base.colors.indices.compactMap { merge?[$0] }) == [0, ScenePalette.Slot.text.index])
        #expect(palette.mergeTable(for: PaletteLook(isNight: false, appearance: .light, renderingMode: .fullColor)) == nil)
    }

    @Test("Colourless output treats pets, text and stars as ink and the backdrop as paper")
    func inkByRole() {
        let ink = palette.ink
        #expect(ink[Int(ScenePalette.Slot.skyDayTop.index)] == false)
        #expect(ink[Int(ScenePalette.Slot.ground.index)] == false)
        #expect(ink[Int(ScenePalette.Slot.text.index)] == true)
        #expect(ink[ScenePalette.Slot.allCases.count...].allSatisfy { $0 })
    }
}
