import Foundation
@testable import SharedData

/// A container holding two pets, with a fixed clock, and the bytes a refused intent must not change.
struct IntentFixture {
    static let clock = Date(timeIntervalSince1970: 1_795_953_600)
    static let items = #"[{"name":"Mochi","stage":"adult","valueA":82,"valueB":64,"valueC":91,"color":"amber"},"#
        + #"{"name":"Pip","stage":"baby","valueA":55.5,"valueB":90,"valueC":40}]"#

    let base: ContainerFixture

    init() throws {
        base = try ContainerFixture()
        try base.writer.set(.data(Data(Self.items.utf8)), forKey: PetWidgetData.itemsKey)
    }

    var container: GroupContainer { base.container }
    var reader: GroupReader { base.reader }

    func runner(_ app: AppState, linked: ExecutionTargets = .default) -> IntentRunner {
        IntentRunner(container: container, kind: "PetWidget", app: app, linked: linked, lockTimeout: .milliseconds(300),
                     now: { Self.clock })
    }

    /// The suite's bytes and the reload record's, to prove nothing was written.
    func writtenBytes() -> [Data?] {
        [container.suiteURL, container.reloadLogURL].map { FileManager.default.contents(atPath: $0.path) }
    }
}

/// Every non-empty set of targets.
let everyTargetSet: [ExecutionTargets] = (1...7).map { ExecutionTargets(rawValue: UInt8($0)) }
