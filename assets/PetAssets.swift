import Foundation

/// The files shipped with widget-tui: sprite sheets and the demo group's contents.
public enum PetAssets {
    /// Folder holding `pets.png` and `pets.json`.
    public static var spritesDirectory: URL { Bundle.module.resourceURL!.appendingPathComponent("sprites") }
    /// Folder holding the demo group's seed files.
    public static var demoDirectory: URL { Bundle.module.resourceURL!.appendingPathComponent("demo") }
}
