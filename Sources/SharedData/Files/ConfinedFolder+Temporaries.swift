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

    /// Removes the temporary files in this folder alone (not below) that a killed writer of `name`
    /// left, those of every name when nil. For an output folder the user named, whose writers
    /// hold no lock: a run removes only its own kind, which no other run of it writes at once.
    @discardableResult
    public func removeAbandonedTemporaries(of name: String?) -> Int {
        guard let names = try? names() else { return 0 }
        let prefix = name.map(Self.temporaryPrefix(for:))
        let abandoned = names.filter { prefix.map($0.hasPrefix) ?? FileIO.isTemporary($0) }
        return abandoned.filter { (try? kind(of: $0))?.isRegularFile == true && (try? remove($0)) == true }.count
    }
}
