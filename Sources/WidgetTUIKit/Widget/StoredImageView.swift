import Essentials
import FrameOutput
import PetRenderer
import SharedData

/// The home widget of a group that holds another app's data (no `items`: `DataContract.generic`),
/// a home_widget app's for one. Such a widget shows what its app stored, and the picture
/// `renderFlutterWidget` saves is its whole content (`Image(uiImage:)` filling the view): that
/// picture is drawn, scaled to fit the family, by `PictureScene`, so the accented mode shows what
/// iOS 26 makes of it. Of the keys that name a picture, the first the preview can draw is the one.
public struct StoredImageView: SurfaceRenderer {
    /// The key of the picture drawn; nil when no key names one that can be drawn.
    public let key: String?
    /// No larger than the device's largest widget (`GenericWidgetData`).
    let picture: RGBAImage?
    /// Of what the widget-tui listing shows of each key and of the picture's pixels: the
    /// container's own path, which an app stores inside its values, is not in it.
    public let digest: String
    /// Each key with what the listing shows of it, and the picture's pixels as their digest
    /// (`<key>.pixels`), for a snapshot index.
    public let dataValues: [(key: String, value: String)]
    /// Why nothing, or a flawed picture, is drawn.
    public let warnings: [String]
    /// The suite's keys (the first `GenericWidgetData.keptKeys`, escaped), which that widget's entry
    /// may read, and how many more there are.
    public let keys: [String]
    public let moreKeys: Int

    /// - Parameter reason: why the data is another app's, for the warning when there is no picture.
    init(_ data: GenericWidgetData, reason: String) {
        let shown = data.images.first { $0.picture != nil }
        key = shown?.key
        keys = data.values.map(\.key)
        moreKeys = data.moreKeys
        picture = shown?.picture
        var values = data.values.map { ($0.key, DataValues.shortened($0.shown)) }
        if let shown, let picture {
            let pixels = (shown.key + ".pixels", DataValues.digest("\(picture.width)x\(picture.height)".utf8 + picture.pixels))
            values.insert(pixels, at: values.firstIndex { $0.0 == shown.key }.map { $0 + 1 } ?? values.endIndex)
        }
        dataValues = values
        digest = DataValues.digest(values.flatMap { key, value in Array("\(key.utf8.count):\(key) \(value.utf8.count):\(value)\n".utf8) })
        warnings = if let shown {
            shown.flag == nil ? [] : [shown.detail]
        } else {
            ["\(reason): drawn is the picture a key names, and no key names a file in home_widget/ or a .png/.jpg"]
        }
    }

    public func frame(at date: Date, settings: RenderSettings) -> RenderedFrame {
        let canvas = settings.canvasSize
        return PictureScene.frame(picture?.scaled(toFit: canvas.width, canvas.height), at: date, settings: settings)
    }

    /// The widget's placeholder view is app code the container does not hold: its background alone.
    public func placeholder(in settings: RenderSettings) -> RenderedFrame? {
        PictureScene.frame(nil, at: nil, settings: settings)
    }

    public func notes(for settings: RenderSettings) -> [RenderNote] { [] }

    public var petName: String? { nil }
}
