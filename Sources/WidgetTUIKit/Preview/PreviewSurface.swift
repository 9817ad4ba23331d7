import Essentials
import SharedData
import PetRenderer

/// How the preview names what it draws: the home widget in its family, or a view of the pet's Live
/// Activity (`v` cycles them in `Surface.allCases` order).
extension PreviewState {
    /// `systemMedium` or `lock-screen`: the frame's title and the too-small message.
    var surfaceTitle: String {
        surface.liveActivity?.argument ?? settings.family.rawValue
    }

    /// The size iOS gives it, in points: `338x158 pt`, `52.33x36.67 pt`.
    var surfacePoints: String {
        guard let activity = surface.liveActivity else {
            let points = settings.device.points(for: settings.family)
            return "\(points.width)x\(points.height) pt"
        }
        let points = activity.points(on: settings.device)
        return "\(Self.format(points.width))x\(Self.format(points.height)) pt"
    }

    /// Why the Live Activity on screen cannot be drawn; nil for the home widget or a drawable one.
    var activityProblem: String? {
        guard case .failure(let problem)? = content?.renderers[surface] else { return nil }
        return problem.description
    }

    /// For the `v` message and the status line: `home widget systemMedium`,
    /// `lock-screen Live Activity of Mochi (pet 1)`.
    var surfaceName: String {
        guard let activity = surface.liveActivity else { return "home widget \(settings.family.rawValue)" }
        switch content?.activity {
        case .success(let pet)?: return "\(activity.argument) Live Activity of \(pet)"
        case .failure(let problem)?: return "\(activity.argument): no Live Activity, \(problem)"
        case nil: return "\(activity.argument) Live Activity"
        }
    }

    private static func format(_ points: Double) -> String {
        points.rounded() == points ? String(Int(points)) : String(cFormat: "%.2f", points)
    }
}
