import Essentials
import PetRenderer
import SharedData

extension PetWidget {
    /// Refuses pet `index` (from 0) when the group's items do not hold it: `--pet N` names a pet on
    /// every surface, the home widget's too, with this one error.
    public func requirePet(_ index: Int) throws(WidgetTUIError) {
        try Self.requirePet(index, in: data.pets)
    }

    static func requirePet(_ index: Int, in pets: [Pet]) throws(WidgetTUIError) {
        guard pets.indices.contains(index) else {
            throw WidgetTUIError("items holds \(String(count: pets.count, "pet")), so there is no pet \(index + 1)")
        }
    }

    /// What draws `surface`: the widget's own renderer for the home widget (the stored picture for
    /// another app's data, `storedImage`), pet `pet`'s (from 0) Live Activity for one of its views.
    /// The one place that tells them apart.
    public func renderer(for surface: Surface, pet: Int) throws -> any SurfaceRenderer {
        guard let view = surface.liveActivity else { return homeRenderer }
        return LiveActivityView(activity: try liveActivity(pet: pet), surface: view)
    }

    /// The Live Activity the app would start for pet `index` (from 0) of the group's items, drawn
    /// from the widget's own sheet; refused as ActivityKit would refuse its state.
    public func liveActivity(pet index: Int) throws -> LiveActivityRenderer {
        let (state, _) = try Self.activityState(pet: index, in: data.pets)
        do {
            return try LiveActivityRenderer(sheet: sheet, attributes: PetActivityAttributes(petIndex: index), state: state)
        } catch {
            throw WidgetTUIError("sprite sheet: \(error)")
        }
    }

    /// Pet `index`'s ContentState and its JSON, refused when there is no such pet or the JSON is
    /// above ActivityKit's limit.
    public static func activityState(pet index: Int, in pets: [Pet]) throws(WidgetTUIError)
        -> (state: PetActivityAttributes.ContentState, json: Data) {
        try requirePet(index, in: pets)
        let state = PetActivityAttributes.ContentState(pet: pets[index])
        do {
            return (state, try state.encoded())
        } catch {
            throw WidgetTUIError("pet \(index + 1) (\(pets[index].shownName)): \(error)")
        }
    }
}
