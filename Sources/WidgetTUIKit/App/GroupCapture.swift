import Essentials
import SharedData

/// `app capture`: where the container comes from, for `ContainerCapture` to copy. A booted
/// simulator's preferences daemon holds the suite and writes the file when it chooses, so its
/// suite is exported through the simulator's own `defaults` rather than read from the file; a
/// shut-down simulator's, a `--container`'s or a groups root's is the file itself.
public enum GroupCapture {
    /// The group's container as `options` find it (never the demo group made for the occasion),
    /// copied into `target`. `environment` is the command's, where `xcrun` is looked for.
    public static func capture(_ options: GroupOptions, into target: URL, environment: [String: String]) throws -> ContainerCapture.Captured {
        let source = try GroupLoader(options.ungated).locate()
        var suite: Data?
        if let device = ContainerLocator(source: options.source).device(of: source), device.state == .booted {
            do {
                suite = try SimulatorDefaults(device: device, environment: environment).export(suite: source.suiteURL)
            } catch let error as SimulatorWriteError {
                guard case let .xcrunMissing(_, udid, searched) = error else { throw WidgetTUIError(error.description) }
                throw CaptureError.exportFailed(command: "xcrun simctl spawn \(udid) defaults export ...",
                                                reason: "cannot run: xcrun was not found on PATH (\(searched)); simulator \(device) is booted, "
                                                    + "and its preferences daemon may hold values the suite file does not have yet: "
                                                    + "run this on the Mac with Xcode, or shut the simulator down (xcrun simctl shutdown \(udid)) "
                                                    + "to capture the file")
            }
        }
        return try ContainerCapture.capture(source, suite: suite, into: target)
    }

    /// A plain preferences plist (`--suite FILE`: one a simulator's `defaults export` wrote, or a
    /// suite copied out of a container) as the suite of a new container of `group`.
    public static func capture(suiteFile: URL, group: GroupIdentifier, into target: URL) throws -> ContainerCapture.Captured {
        let data: Data?
        do { data = try FileIO.read(suiteFile, limit: .suite) } catch {
            throw CaptureError.suiteUnreadable(file: suiteFile.path, reason: error.detail(about: suiteFile.path))
        }
        guard let data else { throw CaptureError.suiteUnreadable(file: suiteFile.path, reason: "no such file") }
        return try ContainerCapture.capture(suite: data, file: suiteFile.path, group: group, into: target)
    }
}
