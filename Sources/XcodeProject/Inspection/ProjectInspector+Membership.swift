import Essentials

extension ProjectInspector {
    /// Where this project lists its targets' files (`FileMembership`): the Expo plugin that declares
    /// it; else the generator file beside the `.xcodeproj` that makes it, a Tuist `Project.swift` or
    /// an XcodeGen spec whose `name:` is this project's (a spec of another name makes another
    /// project); else Xcode's own Target Membership.
    func membership() -> FileMembership {
        if let declared { return declared.plugin == .appleTargets ? .appleTargets : .expoTargets }
        let folder = project.deletingLastPathComponent()
        let names = scope.names(in: folder)
        if names.contains("Project.swift") { return .tuist(manifest: display(folder.appendingPathComponent("Project.swift"))) }
        let made = project.standardizedFileURL
        for name in names.sorted() where ProjectGenerator.isYAML(name) && !ProjectGenerator.otherYAML.contains(name) {
            let spec = folder.appendingPathComponent(name)
            if ProjectGenerator.project(madeBy: spec, scope: scope) == made { return .xcodeGen(spec: display(spec)) }
        }
        return .xcode
    }
}
