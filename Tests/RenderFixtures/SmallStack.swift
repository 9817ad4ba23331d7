import Foundation

/// Runs `work` on a thread whose stack is what macOS gives a secondary thread (512 KiB), and
/// waits for it: a parser that recurses once a level of nesting would overflow it on inputs its
/// limits let through. A crash there ends the test process, which is the test failing.
public func onSmallStack<T: Sendable>(bytes: Int = 512 << 10, _ work: @escaping @Sendable () -> T) -> T {
    let box = ThreadResult<T>()
    let thread = Thread {
        box.value = work()
        box.done.signal()
    }
    thread.stackSize = bytes
    thread.start()
    box.done.wait()
    return box.value!
}

/// What the thread hands back; written by it before the semaphore is signalled, read after.
private final class ThreadResult<T>: @unchecked Sendable {
    var value: T?
    let done = DispatchSemaphore(value: 0)
}
