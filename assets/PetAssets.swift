/// The files shipped with widget-tui: the sprite sheet and the demo group's contents, compiled in
/// (`PetAssets+Files.swift`, written by `generator/embed.py` from `sprites/` and `demo/`). They are
/// not SwiftPM resources: a resource bundle is found through Foundation's `Bundle`, and that one
/// import would load the whole of Foundation and ICU into every command's start-up.
public enum PetAssets {
    /// The names the sheet's files have in a folder (`--sprites DIR`), which its errors name too.
    public static let spriteImageName = "pets.png"
    public static let spriteJSONName = "pets.json"
}
