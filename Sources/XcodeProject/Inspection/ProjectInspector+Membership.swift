import Essentials

extension ProjectInspector {
    /// Where this project lists its targets' files (`FileMembership`): the Expo plugin that declares
    /// it; else the generator file beside the `.xcodeproj` that makes it, a Tuist `Project.swift` or
    /// an XcodeGen spec whose `name:` is this project's (a spec of another name makes another
    /// project); else Xcode's own Target Membership.
    func membership() -> FileMembership {
        if let declared { return declared.plugin == .appleTargets ? .appleTargets : .expoTargets }
        let folder = project.deletingLastPathComponent()
        // An Expo app's committed ios/ whose targets a plugin makes from targets/*: prebuild writes
        // their files again from those folders, so a file moves there, not by Target Membership
        // (round 13 expo-apple-targets' widget-demo commits its ios/).
        let appRoot = folder.deletingLastPathComponent()
        if folder.lastPathComponent == "ios", ExpoApp.declaresTargets(appRoot, names: scope.names(in: appRoot), scope: scope) {
            return ExpoApp.plugin(of: appRoot, scope: scope) == .appleTargets ? .appleTargets : .expoTargets
        }
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
