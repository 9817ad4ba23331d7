import FrameOutput
import PetRenderer

/// The widget as drawn for the screen: its cells, whether the frame they came from is a night
/// picture, so the status line says what is on screen, and where each pet stands, so the focused
/// button is marked by its pet.
struct WidgetDrawing: Equatable {
    /// A cell of the widget: a column and a row.
    struct CellPoint: Equatable {
        var x: Int
        var row: Int
    }

    var cells: CellBuffer
    /// nil when the frame has no night look: the placeholder, a Live Activity.
    var isNight: Bool?
    /// Per pet, in the group's item order: the cell under the left of its feet; empty when no pet is drawn.
    var feet: [CellPoint]

    init(cells: CellBuffer, isNight: Bool?, feet: [CellPoint] = []) {
        self.cells = cells
        self.isNight = isNight
        self.feet = feet
    }

    /// `palette`: the frame's palette and ink converted for the terminal (`TerminalPalette`).
    init(_ frame: RenderedFrame, palette: TerminalPalette) {
        let cells = frame.cells(palette)
        // Two pixel rows make a cell row; the row under the baseline is the ground in front of the pet.
        let feet = frame.poses.sorted { $0.index < $1.index }.map {
            CellPoint(x: max(0, $0.x), row: min(cells.height - 1, max(0, $0.y / 2 + 1)))
        }
        self.init(cells: cells, isNight: frame.isPlaceholder || frame.surface != nil ? nil : frame.isNight,
                  feet: frame.surface == nil ? feet : [])
    }
}
