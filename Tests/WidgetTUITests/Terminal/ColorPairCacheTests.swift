import Testing
@testable import WidgetTUI

@Suite struct ColorPairCacheTests {
    typealias Colors = ColorPairCache.Colors

    /// Hands out pairs 1, 2, 3... and counts resets.
    final class FakeCurses {
        var next: Int32 = 1
        var resets = 0
        var allocations: [Colors] = []
        func allocate(_ colors: Colors) -> Int32 {
            allocations.append(colors)
            defer { next += 1 }
            return next
        }
    }

    @Test func aPairIsAllocatedOnceAndReused() {
        var cache = ColorPairCache(capacity: 10)
        let curses = FakeCurses()
        let a = cache.pair(for: Colors(foreground: 1, background: 2), reset: { curses.resets += 1 }, allocate: curses.allocate)
        let b = cache.pair(for: Colors(foreground: 3, background: 2), reset: { curses.resets += 1 }, allocate: curses.allocate)
        let again = cache.pair(for: Colors(foreground: 1, background: 2), reset: { curses.resets += 1 }, allocate: curses.allocate)
        #expect([a, b, again] == [1, 2, 1])
        #expect(curses.allocations.count == 2)
        #expect(curses.resets == 0)
    }

    @Test func theTerminalsDefaultColoursArePairZero() {
        var cache = ColorPairCache(capacity: 10)
        let curses = FakeCurses()
        #expect(cache.pair(for: Colors(foreground: -1, background: -1), reset: {}, allocate: curses.allocate) == 0)
        #expect(curses.allocations.isEmpty)
    }

    @Test func whenEveryPairIsTakenTheCacheResetsAndStartsOver() {
        var cache = ColorPairCache(capacity: 2)
        let curses = FakeCurses()
        for fg in Int32(1)...3 {
            _ = cache.pair(for: Colors(foreground: fg, background: 0), reset: { curses.resets += 1; curses.next = 1 },
                           allocate: curses.allocate)
        }
        #expect(curses.resets == 1)
        #expect(cache.count == 1)
        // The first colours were forgotten with the reset, so they are allocated again.
        #expect(cache.pair(for: Colors(foreground: 1, background: 0), reset: {}, allocate: curses.allocate) == 2)
        #expect(curses.allocations.count == 4)
    }

    @Test func aFailedAllocationFallsBackToPairZeroAndIsNotRemembered() {
        var cache = ColorPairCache(capacity: 2)
        #expect(cache.pair(for: Colors(foreground: 1, background: 0), reset: {}, allocate: { _ in -1 }) == 0)
        #expect(cache.count == 0)
        var none = ColorPairCache(capacity: 0)
        #expect(none.pair(for: Colors(foreground: 1, background: 0), reset: {}, allocate: { _ in 5 }) == 0)
    }
}
