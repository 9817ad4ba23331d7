/// Questions about all of a project's targets at once, answered from indexes built in one pass
/// over the targets: which targets compile a file, which apps embed a target. Asked of every file
/// and every target, a search of every target each time made reading a project quadratic in its
/// targets (issue 41); here a question costs the length of the path asked about plus the answer.
public struct TargetIndex: Sendable {
    private let targets: [NativeTarget]
    /// Each path a Sources phase compiles or an exception set adds, to the targets' places in `targets`.
    private var byFile: [String: [Int]] = [:]
    /// The same paths in lower case, each to the paths it folds: a file a phase names in another
    /// letter case than the disk's is the one a Mac's case-insensitive volume compiles.
    private var byFoldedFile: [String: Set<String>] = [:]
    /// Each synchronized folder's path, to the targets whose groups hold it and their folders.
    private var byFolder: [String: [(target: Int, folder: SynchronizedFolder)]] = [:]
    /// Each target id, to the apps that depend on it; each product reference, to the apps that copy it in.
    private var dependents: [String: [Int]] = [:]
    private var copiers: [String: [Int]] = [:]
    /// Each library target's id, to the places of the targets that link or embed its product.
    private var libraryUsers: [String: [Int]] = [:]
    /// The ids of the targets that link or embed a library target's product.
    private var libraryLinkers: Set<String> = []

    public init(_ targets: [NativeTarget]) {
        self.targets = targets
        for (place, target) in targets.enumerated() {
            for case let .projectRelative(path) in target.sourceFiles + target.addedFiles {
                byFile[path, default: []].append(place)
                byFoldedFile[path.lowercased(), default: []].insert(path)
            }
            for folder in target.synchronizedFolders {
                guard case let .projectRelative(path) = folder.path else { continue }
                byFolder[path, default: []].append((place, folder))
            }
            guard target.productType.isApplication else { continue }
            for id in target.dependencyIDs { dependents[id, default: []].append(place) }
            for reference in target.copiedReferences { copiers[reference, default: []].append(place) }
        }
        var libraries: [String: Int] = [:]
        for (place, target) in targets.enumerated() where target.productType.isLibrary {
            if let product = target.productReference { libraries[product] = place }
        }
        guard !libraries.isEmpty else { return }
        for (place, target) in targets.enumerated() {
            for reference in Set(target.linkedReferences + target.copiedReferences) {
                if let library = libraries[reference], library != place {
                    libraryUsers[targets[library].id, default: []].append(place)
                    libraryLinkers.insert(target.id)
                }
            }
        }
    }

    /// Whether `target` compiles nothing: no file of a Sources phase or a synchronized folder, no
    /// file an exception set adds, no local package's product, no library target's product.
    public func compilesNothing(_ target: NativeTarget) -> Bool {
        target.sourceFiles.isEmpty && target.synchronizedFolders.isEmpty && target.addedFiles.isEmpty && target.packageProducts.isEmpty
            && !libraryLinkers.contains(target.id)
    }

    /// The targets whose processes run a library target's code: those that link or embed its
    /// product, and those that link or embed a library that does, in the project's order.
    public func users(ofLibrary target: NativeTarget) -> [NativeTarget] {
        guard !libraryUsers.isEmpty else { return [] }
        var seen = Set<Int>()
        var pending = [target.id]
        while let id = pending.popLast() {
            for user in libraryUsers[id] ?? [] where targets[user].id != target.id && seen.insert(user).inserted { pending.append(targets[user].id) }
        }
        return Self.inOrder(Array(seen)).map { targets[$0] }
    }

    /// The targets that compile the file at `path` (relative to the project folder), in the
    /// project's order: what `NativeTarget.compiles` says of each.
    ///
    /// A path no phase names exactly is matched in any letter case when one path of the phases
    /// folds to it (held-out JustAman62+ovault names `OVaultApp.swift` and commits
    /// `ovaultApp.swift`, its `@main` app): on a Mac's case-insensitive volume, the default,
    /// Xcode compiles that file.
    public func targets(compiling path: String) -> [NativeTarget] {
        var places = byFile[path] ?? []
        if places.isEmpty, let folded = byFoldedFile[path.lowercased()], folded.count == 1, let named = folded.first {
            places = byFile[named] ?? []
        }
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

    /// The ids of the apps that embed `target`, other than itself, in the project's order: those
    /// that copy its product in, else those that depend on it (what `NativeTarget.embeds` says of
    /// each app). Beside a copier, another target's dependency only builds it first (a watch app
    /// left depending on the iPhone widget embeds nothing).
    public func hostIDs(of target: NativeTarget) -> [String] {
        let copying = (target.productReference.flatMap { copiers[$0] } ?? []).filter { targets[$0].id != target.id }
        let places = copying.isEmpty ? (dependents[target.id] ?? []) : copying
        return Self.inOrder(places).map { targets[$0].id }.filter { $0 != target.id }
    }

    /// The ids of the apps that copy `target`'s product in more than once (two Copy Files phases
    /// naming it, or one phase listing it twice), with how many times, in the project's order.
    public func repeatedCopies(of target: NativeTarget) -> [(hostID: String, copies: Int)] {
        guard let product = target.productReference, let places = copiers[product], places.count > 1 else { return [] }
        var counts: [Int: Int] = [:]
        for place in places { counts[place, default: 0] += 1 }
        return counts.filter { $0.value > 1 && targets[$0.key].id != target.id }.sorted { $0.key < $1.key }.map { (targets[$0.key].id, $0.value) }
    }

    private static func inOrder(_ places: [Int]) -> [Int] {
        Array(Set(places)).sorted()
    }
}
