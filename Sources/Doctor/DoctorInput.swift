import Essentials
import PetRenderer
import SharedData
import WidgetTUIKit
import XcodeProject

extension Doctor {
    /// What a doctor run is asked to look at, as the command line gives it.
    public struct Input {
        /// The group (`groupGiven` says whether it was named) and where to look (`sourceGiven`
        /// whether that was named); its entitlement files are targets examined alone.
        public var options: GroupOptions
        /// The `--entitlements` targets' platform (a project's targets say their own, and its
        /// app's is used for the group it shares).
        public var platform: GroupPlatform
        /// What to hold the group's data to; nil decides from the data.
        public var contract: DataContract?
        /// The screen whose widget sizes images are compared with, at its scale.
        public var device: DeviceSize
        /// An `.xcodeproj`, or a folder holding one, to read as Xcode would. With it and neither a
        /// group nor a container source named, the container is not checked.
        public var project: URL?
        /// `--setting` values (for the project and the entitlements files alike), `--profile`
        /// files and the clock.
        public var projectOptions: ProjectReader.Options
        /// Finds a group's container (the command line also creates the demo group).
        public var locateContainer: (GroupOptions) throws -> GroupContainer

        public init(_ options: GroupOptions, platform: GroupPlatform, contract: DataContract? = nil, device: DeviceSize = .default,
                    project: URL? = nil, projectOptions: ProjectReader.Options = ProjectReader.Options(),
                    locateContainer: @escaping (GroupOptions) throws -> GroupContainer = { try GroupLoader($0).locate() }) {
            self.options = options
            self.platform = platform
            self.contract = contract
            self.device = device
            self.project = project
            self.projectOptions = projectOptions
            self.locateContainer = locateContainer
        }
    }
}
