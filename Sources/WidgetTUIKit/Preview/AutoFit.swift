import PetRenderer

/// The scale the widget is drawn at when the terminal is too small for the configured one: the
/// finest that fits, so what shows is still the renderer's own drawing, only coarser. Pure.
enum AutoFit {
    /// The scales `--scale` accepts.
    static let scales = 1...40

    /// The smallest points-per-pixel scale above `configured` whose canvas, framed, fits `terminal`;
    /// nil when `configured` fits, or when none does (the view then says the terminal is too small).
    static func scale(configured: Int, terminal: TerminalSize, canvas: (Int) -> (width: Int, height: Int)) -> Int? {
        guard !fits(canvas(configured), in: terminal) else { return nil }
        return stride(from: configured + 1, through: scales.upperBound, by: 1).first { fits(canvas($0), in: terminal) }
    }

    /// `scale(configured:terminal:canvas:)` for what `surface` draws with `settings`: the home widget
    /// in the settings' family, or a Live Activity view, on the settings' device from their scale up.
    static func scale(for surface: Surface, settings: RenderSettings, terminal: TerminalSize) -> Int? {
        scale(configured: settings.pointsPerPixel, terminal: terminal) { canvas(for: surface, settings: settings, scale: $0) }
    }

    /// The cells `surface` takes at the coarsest scale: the least any terminal must hold when
    /// auto-fit may pick the scale.
    static func smallestCells(for surface: Surface, settings: RenderSettings) -> (width: Int, height: Int) {
        let canvas = canvas(for: surface, settings: settings, scale: scales.upperBound)
        return (canvas.width, (canvas.height + 1) / 2)
    }

    private static func canvas(for surface: Surface, settings: RenderSettings, scale: Int) -> (width: Int, height: Int) {
        var scaled = settings
        scaled.pointsPerPixel = scale
        return surface.liveActivity?.canvasSize(scaled) ?? scaled.canvasSize
    }

    /// Two pixel rows make a cell row (half blocks).
    private static func fits(_ canvas: (width: Int, height: Int), in terminal: TerminalSize) -> Bool {
        PreviewView.fits(widgetWidth: canvas.width, height: (canvas.height + 1) / 2, in: terminal)
    }
}
