import Foundation
import PetRenderer
import PNGCodec
import SharedData
@testable import WidgetTUIKit

/// A home_widget app's container in a `TestGroup`'s root: a title, and the card `renderFlutterWidget`
/// saved under `home_widget/card.png` with its absolute path stored under `card`. No `items` key.
enum HomeWidgetContainer {
    static let group = "group.com.example.card"

    /// 8x4: a blue card with a yellow spot, its left column transparent, as a rendered Flutter
    /// widget with rounded corners has transparent corners.
    static let card: RGBAImage = {
        let rows = (0..<4).map { y in
            (0..<8).map { x -> [UInt8] in
                x == 0 ? [0, 0, 0, 0] : (2...3).contains(x) && (1...2).contains(y) ? [0xf5, 0xc5, 0x18, 0xff] : [0x3b, 0x6f, 0xd4, 0xff]
            }
        }
        return RGBAImage(width: 8, height: 4, pixels: rows.flatMap { $0.flatMap { $0 } })
    }()

    /// Writes the container into `home`'s root; `card` nil writes the title alone.
    @discardableResult
    static func write(in home: TestGroup, card: RGBAImage? = card) throws -> GroupContainer {
        let options = try home.options(group: group)
        let container = try HostApp.createGroup(GroupIdentifier(group), with: GroupLoader(options).locator).container
        let app = HostApp(locate: { container }, source: options.source, environment: [:], reloadKind: nil, reloads: false,
                          lockTimeout: .seconds(10))
        _ = try app.set(.string("Hi"), forKey: "title")
        if let card {
            let folder = container.url.appendingPathComponent("home_widget", isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try PNGCodec.encode(card).write(to: folder.appendingPathComponent("card.png"))
            _ = try app.set(.string(folder.appendingPathComponent("card.png").path), forKey: "card")
        }
        return container
    }
}
