import Foundation
@testable import SharedData

/// A fresh container for one group under a temporary root, with a writer and a reader on it.
struct ContainerFixture {
    let folder: TemporaryFolder
    let container: GroupContainer
    var writer: GroupWriter { GroupWriter(container: container, lockTimeout: .milliseconds(300)) }
    var reader: GroupReader { GroupReader(container: container) }

    init(group id: String = "group.com.example.pets") throws {
        folder = try TemporaryFolder()
        container = try ContainerLocator(source: .groupsRoot(folder.path("root"))).create(try group(id))
    }
}
