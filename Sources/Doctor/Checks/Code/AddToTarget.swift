import XcodeProject

/// The step of a fix that compiles an intent's file into one more target (the app, to pin the
/// intent there; the widget, to run its button), worded where the project lists its files
/// (`FileMembership`): Xcode's Target Membership, an XcodeGen spec's or a Tuist manifest's
/// `sources:`, `@bacons/apple-targets`' `_shared/` folder (the only files of `targets/` it links into
/// the app). A file that declares its target's `@main` (a `WidgetBundle`, the `App`) is never
/// compiled into another target: that target would have two entry points and stop building
/// (held-out AWB-labs+prayer-times-app keeps its intent beside its `@main` bundle); the intent and
/// the types of the file its perform() uses move into a file of their own, compiled into both.
enum AddToTarget {
    /// `intent`'s file into `target` too, beside `compiledBy` (the targets compiling it now).
    static func step(_ intent: IntentFacts, into target: String, compiledBy: [String], membership: FileMembership) -> String {
        let file = intent.file
        guard let main = intent.fileMain else {
            return switch membership {
            case .xcode: "compile \(file) into \(target.shown) too (its Target Membership)"
            case let .xcodeGen(spec): "list \(file) in the `sources:` of \(target.shown) in \(spec) too"
            case let .tuist(manifest): "add \(file) to the `sources:` of \(target.shown) in \(manifest) too"
            case .appleTargets: "move \(file) into \(sharedFolder(of: file)) (apple-targets compiles that folder into the app and the extension)"
            case .expoTargets: "compile \(file) into \(target.shown) too"
            }
        }
        let both = OrderedSet([target] + compiledBy).elements.map(\.shown).spoken
        let moved = ([intent.name] + intent.sameFileUses).map(\.shown).spoken
        let move = "move \(moved) out of \(file), which declares `@main` \(main.shown) (compiled into \(target.shown) it would be a second "
            + "entry point and stop its build), into a Swift file of \(intent.sameFileUses.isEmpty ? "its" : "their") own"
        return switch membership {
        case .xcode: move + " whose Target Membership is \(both)"
        case let .xcodeGen(spec): move + " listed in the `sources:` of \(both) in \(spec)"
        case let .tuist(manifest): move + " listed in the `sources:` of \(both) in \(manifest)"
        case .appleTargets: move + " in \(sharedFolder(of: file)) (apple-targets compiles that folder into the app and the extension)"
        case .expoTargets: move + " compiled into \(both)"
        }
    }

    /// apple-targets' `_shared/` of the target folder holding `file` (`targets/widget/_shared/`),
    /// else the one of all targets (`targets/_shared/`).
    static func sharedFolder(of file: String) -> String {
        let parts = file.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let index = parts.lastIndex(of: "targets"), index + 2 < parts.count else { return "targets/_shared/" }
        return parts[...(index + 1)].joined(separator: "/") + "/_shared/"
    }
}
