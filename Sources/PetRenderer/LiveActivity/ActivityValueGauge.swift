/// The compact trailing view's three values as upright bars, filled from the bottom.
enum ActivityValueGauge {
    static let barWidth = 2

    static func draw(_ values: [Double], track: PaletteIndex, bars: [PaletteIndex], into canvas: inout IndexedCanvas) {
        let height = max(0, canvas.height - 2)
        let span = values.count * (barWidth + 1) - 1
        let left = (canvas.width - span) / 2
        for (i, value) in values.enumerated() {
            let x = left + i * (barWidth + 1)
            canvas.fill(x: x, y: 1, width: barWidth, height: height, with: track)
            let share = min(1, max(0, value / ActivityInfoPanel.fullValue))
            let filled = value.isFinite ? Int((Double(height) * share).rounded()) : 0
            canvas.fill(x: x, y: 1 + height - filled, width: barWidth, height: filled, with: bars[i])
        }
    }
}
