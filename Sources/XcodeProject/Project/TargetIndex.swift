/// Questions about all of a project's targets at once, answered from indexes built in one pass
/// over the targets: which targets compile a file, which apps embed a target. Asked of every file
/// and every target, a search of every target each time made reading a project quadratic in its
/// targets (issue 41); here a question costs the length of the path asked about plus the answer.
public struct TargetIndex: Sendable {
    private let targets: [NativeTarget]
    /// Each path a Sources phase compiles or an exception set adds, to the targets' places in `targets`.
    private var byFile: [String: [Int]] = [:]
    /// Each synchronized folder's path, to the targets whose groups hold it and their folders.
    private var byFolder: [String: [(target: Int, folder: SynchronizedFolder)]] = [:]
    /// Each target id, to the apps that depend on it; each product reference, to the apps that copy it in.
    private var dependents: [String: [Int]] = [:]
    private var copiers: [String: [Int]] = [:]

    public init(_ targets: [NativeTarget]) {
        self.targets = targets
        for (place, target) in targets.enumerated() {
            for case let .projectRelative(path) in target.sourceFiles + target.addedFiles { byFile[path, default: []].append(place) }
            for folder in target.synchronizedFolders {
                guard case let .projectRelative(path) = folder.path else { continue }
                byFolder[path, default: []].append((place, folder))
            }
            guard target.productType.isApplication else { continue }
            for id in target.dependencyIDs { dependents[id, default: []].append(place) }
            for reference in target.copiedReferences { copiers[reference, default: []].append(place) }
        }
    }

    /// The targets that compile the file at `path` (relative to the project folder), in the
    /// project's order: what `NativeTarget.compiles` says of each.
    public func targets(compiling path: String) -> [NativeTarget] {
        var places = byFile[path] ?? []
        // Every folder above the file, the project folder itself ("") included.
        var end = path.endIndex
        while true {
            let folder = String(path[..<end])
            places += (byFolder[folder] ?? []).filter { $0.folder.contains(path) }.map(\.target)
            guard let slash = path[..<end].lastIndex(of: "/") else { break }
            end = slash
        }
        places += (byFolder[""] ?? []).filter { $0.folder.contains(path) }.map(\.target)
        return Self.inOrder(places).map { targets[$0] }
    }

    /// The ids of the apps that embed `target` (depend on it or copy its product in), other than
    /// itself, in the project's order: what `NativeTarget.embeds` says of each app.
    public func hostIDs(of target: NativeTarget) -> [String] {
        let places = (dependents[target.id] ?? []) + (target.productReference.flatMap { copiers[$0] } ?? [])
        return Self.inOrder(places).map { targets[$0].id }.filter { $0 != target.id }
    }

    private static func inOrder(_ places: [Int]) -> [Int] {
        Array(Set(places)).sorted()
    }
}
