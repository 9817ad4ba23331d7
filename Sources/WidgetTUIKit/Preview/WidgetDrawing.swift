import FrameOutput
import PetRenderer

/// The widget as drawn for the screen: its cells, and whether the frame they came from is a night
/// picture, so the status line says what is on screen.
struct WidgetDrawing: Equatable {
    var cells: CellBuffer
    /// nil when the frame has no night look: the placeholder, a Live Activity.
    var isNight: Bool?

    init(cells: CellBuffer, isNight: Bool?) {
        self.cells = cells
        self.isNight = isNight
    }

    init(_ frame: RenderedFrame, colorMode: ColorMode) {
        self.init(cells: frame.cells(colorMode), isNight: frame.isPlaceholder || frame.surface != nil ? nil : frame.isNight)
    }
}
