import Foundation
@testable import PetRenderer
import RenderFixtures
import Testing

/// A sprite sheet's JSON nested past the JSON limit (a pull request can commit one) is the usual
/// error naming the file, not a crash.
@Suite struct SpriteNestingTests {
    @Test func aSheetNested100000LevelsDeepIsAnErrorNamingTheFile() {
        let levels = 100_000
        let json = #"{"frames": "# + String(repeating: "[", count: levels) + String(repeating: "]", count: levels) + "}"
        let found = SpriteFixture(json: json).loadError()
        guard case let .invalidJSON(path, field, problem) = found else {
            Issue.record("expected invalid JSON, got \(String(describing: found))")
            return
        }
        #expect(path.hasSuffix("pets.json"))
        #expect(field == "(document)")
        #expect(problem.contains("nesting deeper than 512"))
    }
}
