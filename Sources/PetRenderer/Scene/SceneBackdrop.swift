/// Sky, stars and ground: everything behind the pets.
enum SceneBackdrop {
    typealias Slot = ScenePalette.Slot

    /// - Parameters:
    ///   - time: seconds since the reference date; only the stars' twinkle depends on it.
    ///   - clear: where no star may shine (the streak badge).
    static func draw(phase: SkyPhase, layout: SceneLayout, time: Double, keepingClear clear: (x: Range<Int>, y: Range<Int>),
                     into canvas: inout IndexedCanvas) {
        let w = layout.width, sky = layout.groundTop
        // Two-tone sky with one checkered row between, as pixel art fakes a gradient.
        let split = sky / 2
        canvas.fill(x: 0, y: 0, width: w, height: split, with: phase.top.index)
        canvas.fill(x: 0, y: split, width: w, height: sky - split, with: phase.bottom.index)
        if split > 0 {
            for x in stride(from: split % 2, to: w, by: 2) { canvas.plot(x, split - 1, phase.bottom.index) }
        }
        if phase == .night { drawStars(width: w, height: max(1, split), time: time, keepingClear: clear, into: &canvas) }

        canvas.fill(x: 0, y: sky, width: w, height: 1, with: Slot.horizon.index)
        canvas.fill(x: 0, y: sky + 1, width: w, height: layout.height - sky - 1, with: Slot.ground.index)
        let groundRows = layout.height - sky - 1
        if groundRows > 0 {
            for k in 0..<(w * groundRows / 20) {
                let x = Int(fraction(Double(k) * PetRhythm.goldenConjugate + 0.5) * Double(w))
                let y = sky + 1 + Int(fraction(Double(k) * 3.0.squareRoot()) * Double(groundRows))
                canvas.plot(x, y, Slot.groundSpeck.index)
            }
        }
    }

    /// Fixed places spread by irrational steps; each star blinks out briefly on its own rhythm.
    private static func drawStars(width: Int, height: Int, time: Double, keepingClear clear: (x: Range<Int>, y: Range<Int>),
                                  into canvas: inout IndexedCanvas) {
        for k in 0..<max(2, width * height / 50) {
            let kd = Double(k)
            if fraction(time / 4 + kd * 0.37) < 0.2 { continue }
            let x = Int(fraction(kd * PetRhythm.goldenConjugate + 0.13) * Double(width))
            let y = Int(fraction(kd * 2.0.squareRoot() + 0.29) * Double(height))
            if clear.x.contains(x), clear.y.contains(y) { continue }
            canvas.plot(x, y, Slot.star.index)
        }
    }
}
