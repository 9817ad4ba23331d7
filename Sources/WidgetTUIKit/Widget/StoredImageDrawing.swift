import FrameOutput
import PetRenderer

/// A stored image as a home_widget app's widget shows it, the one place it is drawn for goldens:
/// the widget of a family at the device's size in pixels (its points at the screen's scale, 3x on
/// most iPhones), the image made as large as fits with its aspect kept (as SwiftUI's
/// `Image(uiImage:).resizable().scaledToFit()`), centred, over nothing (the widget's background is
/// app code the container does not hold), each pixel as the rendering mode shows it (`pixel`).
/// What the widget lays out around the image is SwiftUI code widget-tui does not draw.
public enum StoredImageDrawing {
    /// The widget's size in pixels on the settings' device: what an image fills at most.
    public static func size(of family: WidgetFamily, settings: RenderSettings) -> (width: Int, height: Int) {
        let points = settings.device.points(for: family), scale = settings.device.screenScale
        return (points.width * scale, points.height * scale)
    }

    /// `picture` drawn in the `family` widget.
    public static func draw(_ picture: RGBAImage, family: WidgetFamily, settings: RenderSettings) -> RGBAImage {
        let size = size(of: family, settings: settings)
        let fitted = picture.scaled(toFit: size.width, size.height)
        var pixels = [UInt8](repeating: 0, count: size.width * size.height * 4)
        let left = (size.width - fitted.width) / 2, top = (size.height - fitted.height) / 2
        for y in 0..<fitted.height {
            for x in 0..<fitted.width {
                let (color, alpha) = fitted.rgba(x: x, y: y)
                let shown = pixel(color, alpha: alpha, mode: settings.renderingMode)
                let i = ((top + y) * size.width + left + x) * 4
                (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]) = (shown.color.r, shown.color.g, shown.color.b, shown.alpha)
            }
        }
        return RGBAImage(width: size.width, height: size.height, pixels: pixels)
    }

    /// One pixel of the image as the system shows it in `mode`: full colour as stored; vibrant (the
    /// Lock Screen, StandBy at night) its luminance; accented (a tinted Home Screen), without
    /// `widgetAccentedRenderingMode`, the system's white, its alpha kept: a silhouette.
    static func pixel(_ color: RGB, alpha: UInt8, mode: WidgetRenderingMode) -> (color: RGB, alpha: UInt8) {
        switch mode {
        case .fullColor: return (color, alpha)
        case .vibrant:
            let weighted: Int = Int(color.r) * 2126 + Int(color.g) * 7152 + Int(color.b) * 722
            let grey = UInt8(weighted / 10000)
            return (RGB(grey, grey, grey), alpha)
        case .accented: return (RGB(0xff, 0xff, 0xff), alpha)
        }
    }
}
