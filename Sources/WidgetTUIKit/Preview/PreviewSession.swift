import Essentials
import FrameOutput
import PetRenderer
import SharedData

/// Runs the state machine against a data source: carries out the work `update` returns (loading
/// the group, running a pressed button's intent), feeds each result back as an event, and draws
/// the screen from the content loaded, caching the widget's drawing while what it depends on stays
/// the same.
public final class PreviewSession {
    public private(set) var state: PreviewState
    private let source: any PreviewSource
    private var drawn: (key: DrawingKey, drawing: WidgetDrawing)?
    /// The last screen, drawn again for the next one (see `PreviewView.render(_:widget:images:status:reusing:)`).
    private var lastScreen = CellBuffer(width: 0, height: 0)
    /// What the last screen's status lines were made from.
    private var status = PreviewStatus.Lines()
    /// The last frame's palette and ink converted for the terminal, with what they were converted
    /// from: every frame of a renderer has one palette per look, and converting it for each frame
    /// drawn was a third of making the frame's cells.
    private var palette: (palette: Palette, ink: [Bool], mode: ColorMode, converted: TerminalPalette)?
    /// Another app's images as cells, for the load, canvas and colours they were scaled for.
    private var scaledImages: (key: ImagesKey, cells: [CellBuffer?])?

    private struct ImagesKey: Equatable {
        var generation: Int
        var width: Int
        var height: Int
        var colorMode: ColorMode
        /// The accented mode's look (appearance, images' option); nil in the others.
        var accented: PaletteLook?
    }

    private struct DrawingKey: Equatable {
        var surface: Surface
        var date: Date
        /// Before the first entry: the surface's placeholder, or the surface at `date` when it has none.
        var beforeFirstEntry: Bool
        var settings: RenderSettings
        var generation: Int
    }

    public init(state: PreviewState, source: any PreviewSource) {
        self.source = source
        let (started, effects) = begin(state)
        self.state = started
        run(effects)
    }

    public func send(_ event: PreviewEvent) {
        let (next, effects) = update(state, event)
        state = next
        run(effects)
    }

    /// Passes on what the container's watcher saw; false when it saw nothing.
    @discardableResult
    public func pollContainer() -> Bool {
        let events = source.containerEvents()
        for event in events { send(.container(event)) }
        return !events.isEmpty
    }

    public var containerDescriptor: Int32? { source.containerDescriptor }
    public var containerPollInterval: Duration? { source.containerPollInterval }

    /// The whole screen for the current state.
    public func screen() -> CellBuffer {
        let generic = state.surface == .home ? state.content?.generic : nil
        let widget = generic == nil ? drawing() : nil
        let images = generic.map(images(of:)) ?? []
        // Held only here while it is drawn, so it changes in place rather than as a copy.
        var screen = lastScreen
        lastScreen = CellBuffer(width: 0, height: 0)
        PreviewView.render(state, widget: widget, images: images, status: &status, reusing: &screen)
        lastScreen = screen
        return screen
    }

    /// Each picture of another app's container scaled to fit the family's canvas, as cells. In
    /// the accented mode a picture is the widget's whole content, drawn as iOS 26 draws it
    /// (`PictureScene`) on the system's background; without colours its shape is already that.
    private func images(of generic: GenericWidgetData) -> [CellBuffer?] {
        let settings = state.drawnSettings, canvas = settings.canvasSize
        let accented = settings.renderingMode == .accented && state.colorMode != .none
        let key = ImagesKey(generation: state.generation, width: canvas.width, height: canvas.height, colorMode: state.colorMode,
                            accented: accented ? PaletteLook(isNight: false, settings: settings) : nil)
        if let scaledImages, scaledImages.key == key { return scaledImages.cells }
        let cells = generic.images.map { image in
            image.picture.map { picture in
                let scaled = picture.scaled(toFit: canvas.width, canvas.height)
                return ImageCells.encode(accented ? PictureScene.composed(scaled, settings: settings) : scaled, mode: state.colorMode)
            }
        }
        scaledImages = (key, cells)
        return cells
    }

    /// The surface on screen drawn by the renderer the last load chose for it, at the moment the
    /// state draws; nil before any timeline, or when the surface has nothing to draw.
    func drawing() -> WidgetDrawing? {
        guard let content = state.content, case .success(let renderer)? = content.renderers[state.surface] else { return nil }
        let settings = state.drawnSettings
        let date = state.drawingDate
        let key = DrawingKey(surface: state.surface, date: date ?? state.simulatedNow, beforeFirstEntry: date == nil,
                             settings: settings, generation: state.generation)
        if let drawn, drawn.key == key { return drawn.drawing }
        let frame = date.map { renderer.frame(at: $0, settings: settings) }
            ?? renderer.placeholder(in: settings)
            // A Live Activity has no placeholder: before the first entry it is drawn for the moment on screen.
            ?? renderer.frame(at: key.date, settings: settings)
        let drawing = WidgetDrawing(frame, palette: converted(frame.palette, ink: frame.ink))
        drawn = (key, drawing)
        return drawing
    }

    /// A frame's palette and ink for the state's colour mode, converted again only when they differ
    /// from the last frame's.
    private func converted(_ source: Palette, ink: [Bool]) -> TerminalPalette {
        if let palette, palette.mode == state.colorMode, palette.palette == source, palette.ink == ink { return palette.converted }
        let converted = TerminalPalette(palette: source, ink: ink, mode: state.colorMode)
        palette = (source, ink, state.colorMode, converted)
        return converted
    }

    /// Does the work in order; each result goes through `update`, which may ask for more.
    private func run(_ effects: [PreviewEffect]) {
        var queue = effects
        while !queue.isEmpty {
            let (next, more) = update(state, result(of: queue.removeFirst()))
            state = next
            queue += more
        }
    }

    private func result(of effect: PreviewEffect) -> PreviewEvent {
        switch effect {
        case .buildTimeline(let date, let reason):
            do {
                return .timelineBuilt(try source.load(now: date, settings: state.drawnSettings), reason)
            } catch {
                return .timelineFailed(String(describing: error), reason)
            }
        case .runIntent(let intent, let app, let date):
            do {
                return .intentRan(try source.perform(intent, app: app, at: date))
            } catch let refusal as IntentRefusal {
                return .intentRefused(intent, refusal)
            } catch {
                return .intentFailed(String(describing: error))
            }
        case .reloadSpriteSheet:
            do {
                return .spriteSheetLoaded(try source.reloadSpriteSheet())
            } catch {
                return .spriteSheetFailed(String(describing: error))
            }
        }
    }
}
