import SharedData
import WidgetTUIKit

extension CommandIO {
    /// The group's container. The demo group is created from the embedded files the first time a
    /// command asks for it, and standard error says so; any other group is only located.
    func container(_ options: GroupOptions) throws -> GroupContainer {
        let (container, created) = try DemoGroup.container(for: GroupLoader(options))
        if created { err("widget-tui: created the demo group \(options.group.shown) at \(container.url.shown)\n") }
        return container
    }

    /// The widget as its extension loads it from the group, with the sheet `render` names; a
    /// group holding another app's data draws its stored picture as the home widget.
    func widget(_ group: GroupOptions, _ render: RenderOptions) throws -> PetWidget {
        try PetWidget(container: container(group), sprites: render.spritesDirectory, device: render.settings.device)
    }
}
