extension ConfinedFolder {
    /// Removes the temporary files writers killed mid-write left (named with
    /// `FileIO.temporaryMarker`), here and in the folders below, links not followed, looking at
    /// no more entries than a container stamp does. Call it only holding the writer lock, when no
    /// write is in progress. Best effort: what cannot be listed or removed stays.
    @discardableResult
    public func removeAbandonedTemporaries() -> Int {
        var budget = ContainerWalk.maximumEntries
        return removeTemporaries(budget: &budget)
    }

    private func removeTemporaries(budget: inout Int) -> Int {
        guard let names = try? names() else { return 0 }
        var removed = 0
        for name in names.sorted() where budget > 0 {
            budget -= 1
            switch try? kind(of: name) {
            case .folder?:
                if let folder = try? subfolder(name) { removed += folder.removeTemporaries(budget: &budget) }
            case .some where FileIO.isTemporary(name):
                if (try? remove(name)) == true { removed += 1 }
            default:
                continue
            }
        }
        return removed
    }
}
