import Foundation
import PetRenderer
import SharedData

/// Small asymmetric sprite sheets built in code, so tests never depend on asset files.
public enum TestSheet {
    public static let outline = RGB(0x20, 0x20, 0x28)
    public static let body = RGB(0xe0, 0x70, 0x40)
    public static let eye = RGB(0xff, 0xff, 0xf0)
    public static let colors = [outline, body, eye]

    /// Rows of characters: `.` transparent, `o` outline, `b` body, `e` eye (values 1, 2, 3).
    public static func frame(_ name: String, _ rows: [String], ms: Int = 100) -> SpriteFrame {
        let values: [Character: UInt8] = [".": 0, "o": 1, "b": 2, "e": 3]
        let pixels = rows.flatMap { $0.map { values[$0] ?? 0 } }
        return SpriteFrame(name: name, width: rows[0].count, height: rows.count, pixels: pixels, durationMilliseconds: ms)
    }

    /// Pet frames face right: the eye sits on the right.
    public static let petFrames: [PetAnimation: [[String]]] = [
        .walk: [
            ["..ooo.", ".obbeo", "obbbbo", "obbbo.", ".o..o."],
            ["..ooo.", ".obbeo", "obbbbo", "obbbo.", "o..o.."],
            ["..ooo.", ".obbeo", "obbbbo", "obbbo.", ".oo..."],
        ],
        .idle: [
            ["..ooo.", ".obbeo", "obbbbo", "obbbo.", ".o.o.."],
            ["......", "..ooo.", ".obbeo", "obbbbo", ".o.o.."],
        ],
        .sleep: [
            [".....o", "..ooo.", ".obbbo", "obbbbo", ".oooo."],
            ["....o.", "..ooo.", ".obbbo", "obbbbo", ".oooo."],
        ],
    ]

    public static let eggFrames: [PetAnimation: [[String]]] = [
        .walk: [[".oo.", "obeo", "obbo", ".oo."], [".oo.", "obbe", "obbo", ".oo."]],
        .idle: [[".oo.", "obeo", "obbo", "oo.."]],
        .sleep: [[".oo.", "obbo", "obbo", "oo.."]],
    ]

    /// A sheet with the given stages (egg art for `egg`, pet art for the rest) and the given animations.
    public static func make(stages: [String] = ["egg", "baby", "adult"],
                     animations: [PetAnimation] = PetAnimation.allCases) -> SpriteSheet {
        var frames: [SpriteFrame] = []
        var tags: [String: [Int]] = [:]
        for stage in stages {
            let art = stage == "egg" ? eggFrames : petFrames
            for animation in animations {
                let rows = art[animation] ?? []
                tags["\(stage)/\(animation.rawValue)"] = rows.indices.map { frames.count + $0 }
                frames += rows.enumerated().map { frame("\(stage)-\(animation.rawValue)-\($0.offset)", $0.element, ms: 150 + 50 * $0.offset) }
            }
        }
        return SpriteSheet(colors: colors, frames: frames, tags: tags)
    }

    public static func pets(_ count: Int, stage: String = "adult") -> [Pet] {
        (0..<count).map { Pet(name: "pet\($0)", stage: stage) }
    }

    public static func data(pets count: Int = 3, quietHours: QuietHours? = QuietHours("22:00-07:00"), streak: Int = 12) -> PetWidgetData {
        PetWidgetData(pets: pets(count), quietHours: quietHours, streakDays: streak)
    }

    public static func renderer(_ data: PetWidgetData = data(), sheet: SpriteSheet = make()) throws -> PetWidgetRenderer {
        try PetWidgetRenderer(sheet: sheet, data: data, bodyColor: body)
    }

    public static let activityState = PetActivityAttributes.ContentState(name: "Mochi", stage: "adult", valueA: 82, valueB: 64, valueC: 91)

    /// A Live Activity of pet `petIndex` drawn from `make()`.
    public static func liveActivity(_ state: PetActivityAttributes.ContentState = activityState,
                                    petIndex: Int = 0) throws -> LiveActivityRenderer {
        try LiveActivityRenderer(sheet: make(), attributes: PetActivityAttributes(petIndex: petIndex), state: state, bodyColor: body)
    }
}

extension TimeZone {
    public static let utc = TimeZone(identifier: "UTC")!
    public static let tokyo = TimeZone(identifier: "Asia/Tokyo")!
}

extension RenderSettings {
    public static func test(_ family: WidgetFamily = .systemMedium, appearance: Appearance = .light,
                     mode: WidgetRenderingMode = .fullColor, timeZone: TimeZone = .utc) -> RenderSettings {
        RenderSettings(family: family, appearance: appearance, renderingMode: mode, timeZone: timeZone)
    }
}

/// 2026-11-29 (a Sunday), in UTC, at the given time.
public func utc(_ hour: Int, _ minute: Int = 0, _ second: Int = 0) -> Date {
    Date(timeIntervalSince1970: 1_795_910_400 + Double(hour * 3600 + minute * 60 + second))
}
