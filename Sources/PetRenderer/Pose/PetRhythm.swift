/// Per-pet constants of motion, derived from the pet's index alone. Multiples of irrational numbers
/// (the golden ratio first) never line up, so no two pets share phase, speed and timing, and there is
/// nothing left to chance.
struct PetRhythm: Equatable, Sendable {
    static let goldenConjugate = 0.6180339887498949

    /// Offset into every cycle, `0..<1`.
    let phase: Double
    /// Pixels per second while walking.
    let speed: Double
    /// Seconds of one walk-then-rest cycle.
    let cycle: Double
    /// Share of the cycle spent walking.
    let walkShare: Double
    /// Seconds between hops while resting.
    let hopPeriod: Double
    /// Seconds of one slow drift forward and back within the pet's depth slot.
    let driftPeriod: Double

    init(index: Int) {
        let i = Double(index)
        phase = fraction(i * Self.goldenConjugate)
        speed = 1.4 + 1.2 * fraction(i * 2.0.squareRoot() + 0.5)
        cycle = 18 + 14 * fraction(i * 3.0.squareRoot() + 0.25)
        walkShare = 0.55 + 0.3 * fraction(i * 5.0.squareRoot() + 0.1)
        hopPeriod = 6 + 5 * fraction(i * 7.0.squareRoot() + 0.6)
        driftPeriod = 40 + 30 * fraction(i * 11.0.squareRoot() + 0.3)
    }
}
