/// Every check doctor runs, in the order the report gives their findings: what reading the
/// project met first, then the targets and their groups, builds, entitlements, code and profiles,
/// then the run's own (`--group`, `--entitlements`), then the container and its data. Adding a
/// check is its file and one line here.
enum DoctorRegistry {
    static let checks: [any DoctorCheck.Type] = [
        // What reading the project met: a scan a limit stopped first.
        ScanIncomplete.self,
        GeneratedFilesCheck.self,
        ProjectFileCheck.self,
        ProjectLocationCheck.self,
        DuplicateTarget.self,
        SourceScan.self,
        XCConfigCheck.self,
        IncludePathCase.self,
        InfoPlistCheck.self,
        // The targets and the group the app and its widgets share.
        TargetsOverview.self,
        WidgetWithoutHost.self,
        WidgetWithoutGroup.self,
        NoSharedGroup.self,
        SharedGroupCheck.self,
        NoEntitlementsSetting.self,
        ConfigurationLacksGroup.self,
        ExtensionPointCheck.self,
        // Builds.
        BundleIdentifier.self,
        BuildPhaseOrder.self,
        ExtensionPods.self,
        DeploymentTarget.self,
        ContainerBackground.self,
        AccentedImage.self,
        WidgetURL.self,
        HomeWidgetURL.self,
        // Widget buttons and their App Intents.
        WidgetButtonCheck.self,
        IntentWriter.self,
        IntentMemoryOnly.self,
        WidgetNotBuilt.self,
        BridgeNotBuilt.self,
        PluginNotRegistered.self,
        IntentReload.self,
        AppReload.self,
        ProviderCompletion.self,
        ProviderReloadCheck.self,
        HomeWidgetInteractivity.self,
        // Entitlements files and their groups.
        EntitlementsFileCheck.self,
        UnresolvedSetting.self,
        EntitlementsPathCase.self,
        GroupIdentifierCheck.self,
        TeamIDGroup.self,
        UnusedEntitlements.self,
        ExtensionGroup.self,
        // The code's strings.
        CodeGroup.self,
        PlaceholderCheck.self,
        WidgetKinds.self,
        ReloadKind.self,
        GroupIDOrder.self,
        MissingGroupID.self,
        // The keys the widget reads against those the app writes.
        WidgetKey.self,
        KeyType.self,
        UnreadKey.self,
        // Profiles.
        ProfileCheck.self,
        ProfileGroups.self,
        // The run's options: --group, --entitlements.
        GroupOption.self,
        EntitlementsGroup.self,
        LoneGroup.self,
        NoTargets.self,
        // The container and its data.
        ContainerCheck.self,
        ContainerLayout.self,
        ReloadRecord.self,
        SuiteCheck.self,
        SuiteSize.self,
        DataContractCheck.self,
        PetData.self,
        SuiteKeys.self,
        StoredImageCheck.self,
    ]
}
