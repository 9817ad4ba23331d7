import FrameOutput
import PetRenderer

/// A stored image as a home_widget app's widget shows it, at the device's resolution, the one place
/// it is drawn for goldens: the widget of a family at its size in pixels (its points at the
/// screen's scale, 3x on most iPhones), the image made as large as fits with its aspect kept (as
/// SwiftUI's `Image(uiImage:).resizable().scaledToFit()`), centred, over the widget's background,
/// each pixel as the rendering mode draws it. The background and the modes are `PictureScene`'s,
/// which draws the same picture as the home widget's frames at the pet widget's scale, so the two
/// agree in every mode (the accented mode's silhouette among them). What the widget lays out around
/// the image is SwiftUI code widget-tui does not draw.
public enum StoredImageDrawing {
    /// The widget's size in pixels on the settings' device: what an image fills at most.
    public static func size(of family: WidgetFamily, settings: RenderSettings) -> (width: Int, height: Int) {
        let points = settings.device.points(for: family), scale = settings.device.screenScale
        return (points.width * scale, points.height * scale)
    }

    /// `picture` drawn in the `family` widget, opaque.
    public static func draw(_ picture: RGBAImage, family: WidgetFamily, settings: RenderSettings) -> RGBAImage {
        let size = size(of: family, settings: settings)
        let fitted = picture.scaled(toFit: size.width, size.height)
        let backdrop = PictureScene.background(settings)
        var pixels = [UInt8](repeating: 255, count: size.width * size.height * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) { (pixels[i], pixels[i + 1], pixels[i + 2]) = (backdrop.r, backdrop.g, backdrop.b) }
        let left = (size.width - fitted.width) / 2, top = (size.height - fitted.height) / 2
        for y in 0..<fitted.height {
            for x in 0..<fitted.width {
                let (color, alpha) = fitted.rgba(x: x, y: y)
                let shown = PictureScene.pixel(color, alpha: Double(alpha) / 255, over: backdrop, settings: settings)
                let i = ((top + y) * size.width + left + x) * 4
                (pixels[i], pixels[i + 1], pixels[i + 2]) = (shown.r, shown.g, shown.b)
            }
        }
        return RGBAImage(width: size.width, height: size.height, pixels: pixels)
    }
}
