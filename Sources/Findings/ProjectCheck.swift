/// The checks behind findings, as stable identifiers for `--json` consumers and tests.
public enum ProjectCheck: String, Codable, Sendable, CaseIterable {
    // project
    case projectFile = "project-file"
    case targets = "targets"
    case widgetWithoutHost = "widget-without-host"
    // settings
    case xcconfig = "xcconfig"
    /// Files a clone lacks until a tool makes them (`pod install`, `flutter pub get`), in one note.
    case generatedFiles = "generated-files"
    case unresolvedSetting = "unresolved-setting"
    case infoPlist = "info-plist"
    case extensionPoint = "extension-point"
    // entitlements
    case sharedGroup = "shared-group"
    case noSharedGroup = "no-shared-group"
    case configurationLacksGroup = "configuration-lacks-group"
    case noEntitlementsSetting = "no-entitlements-setting"
    case entitlementsFile = "entitlements-file"
    case entitlementsPathCase = "entitlements-path-case"
    case unusedEntitlements = "unused-entitlements"
    case groupIdentifier = "group-identifier"
    case teamIDGroup = "team-id-group"
    case extensionGroup = "extension-group"
    case widgetWithoutGroup = "widget-without-group"
    // code
    case codeGroup = "code-group"
    case placeholder = "placeholder"
    case widgetKinds = "widget-kinds"
    case reloadKind = "reload-kind"
    case missingGroupID = "missing-group-id"
    // widget buttons and their App Intents
    case widgetButton = "widget-button"
    case intentWriter = "intent-writer"
    case intentReload = "intent-reload"
    // builds
    case deploymentTarget = "deployment-target"
    case buildPhaseOrder = "build-phase-order"
    case extensionPods = "extension-pods"
    case containerBackground = "container-background"
    case widgetURL = "widget-url"
    case groupIDOrder = "group-id-order"
    case sourceScan = "source-scan"
    // profile
    case profile = "profile"
    case profileGroups = "profile-groups"
}
