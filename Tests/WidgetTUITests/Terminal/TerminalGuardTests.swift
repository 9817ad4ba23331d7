#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import WidgetTUI

/// The guard that gives the terminal back on a fatal signal must be able to run when the signal is
/// a stack overflow, which leaves no stack for a handler: armed, its handler runs on an alternate
/// signal stack. (TerminalRestoreEndToEndTests overflows the preview's stack itself.)
@MainActor
@Suite(.serialized)
struct TerminalGuardTests {
    @Test("Armed, the guard's handler runs on an alternate signal stack")
    func alternateSignalStack() {
        TerminalGuard.arm()
        defer { TerminalGuard.giveBack {} }
        for signal in [SIGSEGV, SIGBUS, SIGABRT] {
            var action = sigaction()
            sigaction(signal, nil, &action)
            #expect(action.sa_flags & SA_ONSTACK != 0, "signal \(signal)")
        }
        var stack = stack_t()
        #expect(sigaltstack(nil, &stack) == 0)
        #expect(stack.ss_flags & Int32(SS_DISABLE) == 0)
        #expect(stack.ss_size >= 16 << 10)
    }
}
