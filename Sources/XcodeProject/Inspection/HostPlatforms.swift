/// An extension ships on the platforms of the apps that embed it: a widget extension whose
/// `SUPPORTED_PLATFORMS` lists `watchos` beside `iphoneos`, embedded only in an iOS app, is never
/// installed on a watch, so its `#if os(watchOS)` code (complications registered only there) is
/// no build of its (an unseen project, lunary). Each configuration's platforms are narrowed to
/// those its hosts build for; an extension with no host found in the project, or whose hosts share
/// none of its platforms (a host read wrongly), keeps its own.
enum HostPlatforms {
    static func narrowed(_ targets: [TargetFacts]) -> [TargetFacts] {
        let byID = Dictionary(targets.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return targets.map { target in
            let hosts = target.hostIDs.compactMap { byID[$0] }
            guard target.productType.isExtension, !hosts.isEmpty else { return target }
            let shipped = Set(hosts.flatMap { host in
                host.configurations.flatMap { $0.platforms.isEmpty ? [$0.platform] : $0.platforms }
            })
            var target = target
            target.configurations = target.configurations.map { configuration in
                let kept = configuration.platforms.filter(shipped.contains)
                guard !kept.isEmpty, kept.count < configuration.platforms.count else { return configuration }
                var configuration = configuration
                configuration.platforms = kept
                return configuration
            }
            return target
        }
    }
}
