/// Where a project lists the files each target compiles: a fix that compiles a file into one more
/// target says it where the user makes that change, since a generator writes the `.xcodeproj` again
/// from its own file and drops a Target Membership ticked in Xcode.
public enum FileMembership: Sendable, Equatable {
    /// Xcode's Target Membership (the project file is the source of truth).
    case xcode
    /// An XcodeGen spec beside the project that makes it (its `name:`): a target's `sources:`.
    case xcodeGen(spec: String)
    /// A Tuist manifest beside the project: a target's `sources:` in `Project.swift`.
    case tuist(manifest: String)
    /// An Expo app's `@bacons/apple-targets`: `targets/<name>/_shared/` is linked into the app and
    /// that target (`targets/_shared/` into every target), nothing else of `targets/` into the app.
    case appleTargets
    /// An Expo app's `expo-targets`, whose sharing of a target's file with the app is not known here.
    case expoTargets
}
