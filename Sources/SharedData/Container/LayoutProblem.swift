import Essentials

/// A path widget-tui opens in a container that holds what confined access refuses: a symbolic
/// link, a FIFO, a socket or a device, a folder where a file belongs or the reverse, or a file
/// changed in place that shares its bytes through a hard link. `doctor` reports each with its fix.
public struct LayoutProblem: Equatable, Sendable {
    /// The error a read or write there would meet: it names the path and what is there.
    public let error: FileAccessError
    public let fix: String

    /// The full path of the entry at fault.
    public var path: String { error.path ?? "" }
    /// What is wrong there, without the path.
    public var message: String { error.reason }
}

extension GroupContainer {
    /// What widget-tui opens in a container: each path's components, whether it is a folder, and
    /// whether the file is changed in place (so must have a single link).
    private var layout: [(path: String, folder: Bool, inPlace: Bool)] {
        [
            (ContainerMetadata.fileName, false, false),
            ("Library", true, false),
            ("Library/Preferences", true, false),
            (suitePath, false, false),
            ("Library/Caches", true, false),
            ("Library/Caches/widget-tui", true, false),
            (Self.writerLockPath, false, true),
            (Self.reloadLogPath, false, true),
            ("home_widget", true, false),
        ]
    }

    /// Every path widget-tui opens in the container, looked at (never opened) as confined reads and
    /// writes will find it; below a refused folder nothing more is reported. Empty when the
    /// container itself cannot be opened: locating it reports that.
    public func layoutProblems() -> [LayoutProblem] {
        guard let root = try? open() else { return [] }
        var problems: [LayoutProblem] = []
        var refused: [String] = []
        for (path, isFolder, inPlace) in layout where !refused.contains(where: { path.hasPrefix($0 + "/") }) {
            let components = path.slashSeparatedNames
            guard let parent = try? root.subfolder(at: components.dropLast()), let name = components.last else { continue }
            let kind: FileKind
            do { kind = try parent.kind(of: name) } catch {
                problems.append(LayoutProblem(error: error, fix: "make the folder readable by this user"))
                continue
            }
            guard let problem = Self.problem(kind, at: parent.path(of: name), folder: isFolder, inPlace: inPlace) else { continue }
            problems.append(problem)
            refused.append(path)
        }
        return problems
    }

    private static func problem(_ kind: FileKind, at path: String, folder: Bool, inPlace: Bool) -> LayoutProblem? {
        let what = folder ? "folder" : "file"
        switch kind {
        case .missing:
            return nil
        case .folder:
            return folder ? nil : LayoutProblem(error: .notARegularFile(path: path, found: kind),
                                                fix: "move the folder aside; the next write makes the file")
        case let .regular(_, links):
            if folder { return LayoutProblem(error: .notAFolder(path: path, found: kind), fix: "move the file aside; the next write makes the folder") }
            guard inPlace, links > 1 else { return nil }
            return LayoutProblem(error: .hardLinked(path: path, links: links),
                                 fix: "remove it; the next write makes a new one that shares nothing")
        case let .symbolicLink(target):
            return LayoutProblem(error: .symbolicLink(path: path, target: target),
                                 fix: "replace the link with the \(what) itself; a container holds no links, and widget-tui follows none")
        default:
            return LayoutProblem(error: folder ? .notAFolder(path: path, found: kind) : .notARegularFile(path: path, found: kind),
                                 fix: "remove it; the next write makes a new \(what)")
        }
    }
}
