import Testing
@testable import SharedData

@Suite struct ProcessSelectionTests {
    @Test func aWarmAppAnswersWhenItIsAllowed() {
        let selection = ProcessSelection.select(allowed: [.main, .appIntentsExtension], linked: .default, app: .warm)
        #expect(selection?.target == .main)
        #expect(selection?.launchesApp == false)
    }

    @Test func aColdAppLeavesTheIntentToAnAllowedExtensionTheAppIntentsOneFirst() {
        #expect(ProcessSelection.select(allowed: [.main, .appIntentsExtension], linked: .default, app: .cold)?.target == .appIntentsExtension)
        #expect(ProcessSelection.select(allowed: .default, linked: .default, app: .cold)?.target == .appIntentsExtension)
        #expect(ProcessSelection.select(allowed: [.appIntentsExtension, .widgetKitExtension], linked: .default, app: .warm)?.target
            == .appIntentsExtension)
    }

    @Test func theSeedsHazardDefaultTargetsWithAColdAppAndNoAppIntentsExtensionLandInTheWidgetExtension() {
        let selection = ProcessSelection.select(allowed: .default, linked: [.main, .widgetKitExtension], app: .cold)
        #expect(selection?.target == .widgetKitExtension)
    }

    @Test func aColdAppIsLaunchedInTheBackgroundOnlyWhenItIsTheOnlyCandidate() {
        let launched = ProcessSelection.select(allowed: .main, linked: .default, app: .cold)
        #expect(launched?.target == .main)
        #expect(launched?.launchesApp == true)
        // An extension link narrows the candidates to the app alone, too.
        #expect(ProcessSelection.select(allowed: [.main, .appIntentsExtension], linked: [.main, .widgetKitExtension], app: .cold)?.launchesApp == true)
    }

    @Test func noCandidateMeansNoProcess() {
        #expect(ProcessSelection.select(allowed: .appIntentsExtension, linked: [.main, .widgetKitExtension], app: .warm) == nil)
    }

    @Test("Whatever the configuration, the chosen process is allowed and linked, and the rules hold",
          arguments: [AppState.cold, .warm])
    func everyConfiguration(app: AppState) {
        for allowed in everyTargetSet {
            for linked in everyTargetSet {
                let candidates = allowed.intersection(linked)
                guard let selection = ProcessSelection.select(allowed: allowed, linked: linked, app: app) else {
                    #expect(candidates.isEmpty, "allowed \(allowed), linked \(linked)")
                    continue
                }
                #expect(candidates.contains(selection.target), "allowed \(allowed), linked \(linked)")
                if app == .warm, candidates.contains(.main) { #expect(selection.target == .main) }
                #expect(selection.launchesApp == (app == .cold && candidates == .main), "allowed \(allowed), linked \(linked)")
            }
        }
    }

    @Test func targetListsParseAsSwiftWritesThem() throws {
        #expect(try ExecutionTargets(parsing: "main,appIntentsExtension") == [.main, .appIntentsExtension])
        #expect(try ExecutionTargets(parsing: ".widgetKitExtension") == .widgetKitExtension)
        #expect(try ExecutionTargets(parsing: "default") == [.main, .appIntentsExtension, .widgetKitExtension])
        #expect(ExecutionTargets([.main, .widgetKitExtension]).description == "[.main, .widgetKitExtension]")
        let error = #expect(throws: ExecutionTargetsError.self) { try ExecutionTargets(parsing: "main,widget") }
        #expect(error?.description.hasPrefix("'widget' is not an execution target") == true)
        #expect(throws: ExecutionTargetsError.self) { try ExecutionTargets(parsing: "") }
    }
}
