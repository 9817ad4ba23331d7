import Testing
@testable import PetRenderer

@Suite("Surfaces")
struct SurfaceTests {
    @Test("The surfaces are the home widget, then each Live Activity surface")
    func order() {
        #expect(Surface.allCases == [.home, .liveActivity(.lockScreen), .liveActivity(.compactLeading),
                                     .liveActivity(.compactTrailing), .liveActivity(.minimal), .liveActivity(.expanded)])
        #expect(Surface.allCases.map(\.liveActivity) == [nil] + LiveActivitySurface.allCases.map { $0 })
    }

    @Test("Cycling with next on a device with a Dynamic Island visits every surface once and comes back to the home widget")
    func cycling() {
        var visited: [Surface] = []
        var surface = Surface.home
        repeat {
            visited.append(surface)
            surface = surface.next(on: .default)
        } while surface != .home && visited.count <= Surface.allCases.count
        #expect(visited == Surface.allCases)
        #expect(Surface.liveActivity(.expanded).next(on: .default) == .home)
    }

    @Test("Each surface has a kebab-case name that parses back; camel case is accepted too")
    func names() {
        #expect(Surface.allCases.map(\.argument) == ["home", "lock-screen", "compact-leading", "compact-trailing", "minimal", "expanded"])
        for surface in Surface.allCases { #expect(Surface(argument: surface.argument) == surface) }
        #expect(Surface(argument: "lockScreen") == .liveActivity(.lockScreen))
        #expect(Surface(argument: "notch") == nil)
        #expect(Surface(argument: "") == nil)
    }
}
