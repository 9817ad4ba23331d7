import Foundation
import FrameOutput
import PetRenderer
import SharedData

/// Runs the state machine against a data source: performs the effects `update` asks for (building
/// timelines, running a pressed button's intent) and draws the screen, caching the widget's cells while what they depend on stays the same.
public final class PreviewSession {
    public private(set) var state: PreviewState
    private let source: any PreviewSource
    private var cachedWidget: (key: WidgetKey, cells: CellBuffer)?

    private struct WidgetKey: Equatable {
        var surface: Surface
        var date: Date?
        var settings: RenderSettings
        var generation: Int
    }

    public init(state: PreviewState, source: any PreviewSource) {
        self.state = state
        self.source = source
        performEffects()
    }

    public func send(_ event: PreviewEvent) {
        state = update(state, event)
        performEffects()
    }

    /// Passes on what the container's watcher saw.
    public func pollContainer() {
        for event in source.containerEvents() { send(.container(event)) }
    }

    public var containerPollInterval: Duration? { source.containerPollInterval }

    /// The whole screen for the current state.
    public func screen() -> CellBuffer {
        PreviewView.render(state, widget: widgetCells())
    }

    func widgetCells() -> CellBuffer {
        let settings = state.drawnSettings
        let activity = state.surface.liveActivity
        // A Live Activity has no placeholder: before the first entry it is drawn for the moment on screen.
        let date = state.drawingDate ?? (activity == nil ? nil : state.simulatedNow)
        let key = WidgetKey(surface: state.surface, date: date, settings: settings, generation: state.generation)
        if let cachedWidget, cachedWidget.key == key { return cachedWidget.cells }
        let cells: CellBuffer
        if let activity, let date {
            cells = source.activityCells(activity, at: date, settings: settings, colorMode: state.colorMode) ?? CellBuffer(width: 0, height: 0)
        } else {
            cells = key.date.map { source.widgetCells(at: $0, settings: settings, colorMode: state.colorMode) }
                ?? source.placeholderCells(settings: settings, colorMode: state.colorMode)
        }
        cachedWidget = (key, cells)
        return cells
    }

    private func performEffects() {
        while !state.effects.isEmpty {
            switch state.effects.removeFirst() {
            case .buildTimeline(let date, let reason):
                let result: PreviewEvent
                do {
                    result = .timelineBuilt(try source.timeline(now: date, settings: state.drawnSettings), reason)
                } catch {
                    result = .timelineFailed(String(describing: error), reason)
                }
                state = update(state, result)
            case .runIntent(let intent, let app, let date):
                let result: PreviewEvent
                do {
                    result = .intentRan(try source.perform(intent, app: app, at: date))
                } catch let refusal as IntentRefusal {
                    result = .intentRefused(intent, refusal)
                } catch {
                    result = .intentFailed(String(describing: error))
                }
                state = update(state, result)
            }
        }
    }
}
