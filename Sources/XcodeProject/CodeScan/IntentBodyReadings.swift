/// What `IntentAnalysis` reads of the function bodies an intent reaches, read once a run per
/// distinct body: every intent following its calls, in every target that compiles it, reached
/// the same helpers (a store's `save`, every function of a common name) and ran the same
/// patterns over them again, so the work grew as intents x targets x reachable bodies; kept here,
/// it grows with the distinct bodies reached (issue 41). A reference, shared through one
/// `IntentInspection.facts` call and then dropped; it holds each body's findings (a few names and
/// lines), and the bodies as keys share their storage with the scanned files' unless `#if` made a copy.
final class IntentBodyReadings {
    /// What following a body's calls needs: the names it changes in place, calls, and the types it calls them on.
    struct Calls {
        let mutated: [String]
        let calls: [String]
        let owners: [String: Set<String>]
        /// Names called only on instances: no `static func` of the name is reached.
        let instanceOnly: Set<String>
        /// For each name, the argument labels of its calls (nil where they could not be read).
        let labels: [String: [[String?]?]]
    }

    private var writesByBody: [String: [IntentFacts.Write]] = [:]
    private var callsByBody: [String: Calls] = [:]
    /// Bodies read for writes or calls, each counted once: the work the tests count.
    private(set) var bodiesRead = 0

    /// `IntentAnalysis.writes(in:)`, once per body.
    func writes(in body: String) -> [IntentFacts.Write] {
        if let known = writesByBody[body] { return known }
        bodiesRead += 1
        let writes = IntentAnalysis.writes(in: body)
        writesByBody[body] = writes
        return writes
    }

    /// The body's calls and changes, once per body.
    func calls(in body: String) -> Calls {
        if let known = callsByBody[body] { return known }
        bodiesRead += 1
        let calls = Calls(mutated: IntentAnalysis.mutated(in: body), calls: IntentAnalysis.calls(in: body), owners: IntentAnalysis.callOwners(in: body),
                          instanceOnly: IntentAnalysis.instanceOnlyCalls(in: body), labels: IntentAnalysis.callLabels(in: body))
        callsByBody[body] = calls
        return calls
    }
}
