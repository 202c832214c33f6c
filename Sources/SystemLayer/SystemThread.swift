import Dispatch
import Glibc
import Synchronization
import SystemShims

/// The one way the project starts threads of its own: for work that blocks in system
/// calls and so must stay off Swift concurrency's threads.
package enum SystemThread {
    /// Starts `body` on a detached thread.
    ///
    /// With `reusingIdle`, the thread is one whose last body has returned when one is
    /// waiting, else a new one: waking a waiting thread costs a fraction of creating
    /// one. Each body then starts with the signal mask its thread was created with.
    /// Without it, the thread is new and ends with `body`: for work whose processes'
    /// parent-death signal must follow the thread's end.
    ///
    /// - Throws: `SystemError` (`pthread_create`) when no thread could start.
    package static func startDetached(reusingIdle: Bool = true, _ body: @escaping @Sendable () -> Void) throws(SystemError) {
        if reusingIdle {
            if IdleThreads.handOver(body) { return }
            try start(stackSize: 512 * 1024) { IdleThreads.serve(body) }
        } else {
            try start(stackSize: nil, body)
        }
    }

    /// Starts `body` on a new thread that `JoinableThread.join()` waits for.
    ///
    /// - Throws: `SystemError` (`pthread_create`) when no thread could start.
    package static func startJoinable(_ body: @escaping @Sendable () -> Void) throws(SystemError) -> JoinableThread {
        JoinableThread(handle: try start(stackSize: nil, detached: false, body))
    }

    /// The calling thread's name, as `ps -L` and a debugger show it (at most 15 bytes).
    package static var currentName: String {
        get {
            var buffer = [CChar](repeating: 0, count: 16)
            guard shim_thread_name(&buffer, buffer.count) == 0 else { return "" }
            return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        set {
            // Longer names are refused by the system: keep the first 15 bytes, whole characters only.
            var name = newValue
            while name.utf8.count > 15 { name.removeLast() }
            _ = shim_set_thread_name(name)
        }
    }

    /// The calling thread, to compare with another.
    package static var current: Identity { Identity(handle: pthread_self()) }

    /// Which thread something runs on.
    package struct Identity: Sendable, Equatable {
        fileprivate let handle: pthread_t

        /// Whether `lhs` and `rhs` are the same thread.
        package static func == (lhs: Identity, rhs: Identity) -> Bool { pthread_equal(lhs.handle, rhs.handle) != 0 }
    }

    @discardableResult
    private static func start(stackSize: Int?, detached: Bool = true, _ body: @escaping @Sendable () -> Void) throws(SystemError) -> pthread_t {
        final class Box: Sendable {
            let body: @Sendable () -> Void
            init(_ body: @escaping @Sendable () -> Void) { self.body = body }
        }
        let context = Unmanaged.passRetained(Box(body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        if detached { pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED)) }
        if let stackSize { pthread_attr_setstacksize(&attributes, stackSize) }
        var thread = pthread_t()
        let result = pthread_create(
            &thread, &attributes,
            { raw in
                Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue().body()
                return nil
            }, context)
        if result != 0 {
            Unmanaged<Box>.fromOpaque(context).release()
            throw SystemError(call: "pthread_create", code: result)
        }
        return thread
    }
}

/// A thread started by `SystemThread.startJoinable`, to wait for.
package struct JoinableThread: Sendable {
    fileprivate let handle: pthread_t

    /// Returns once the thread's body has returned. Call once.
    package func join() {
        pthread_join(handle, nil)
    }
}

/// Threads whose body has returned, each waiting for another.
private enum IdleThreads {
    /// One waiting thread: the body it is handed, and the signal that wakes it.
    final class Slot: Sendable {
        let body = Mutex<(@Sendable () -> Void)?>(nil)
        let handed = DispatchSemaphore(value: 0)
    }

    /// At most this many threads wait at once; a thread finding them all there ends.
    static let limit = 8

    static let waiting = Mutex<[Slot]>([])

    /// Gives `body` to a waiting thread, if one waits.
    static func handOver(_ body: @escaping @Sendable () -> Void) -> Bool {
        guard let slot = waiting.withLock({ $0.popLast() }) else { return false }
        slot.body.withLock { $0 = body }
        slot.handed.signal()
        return true
    }

    /// Runs `first`, then each body handed over while this thread waits, until there
    /// are enough waiting threads without it.
    static func serve(_ first: @escaping @Sendable () -> Void) {
        var mask = sigset_t()
        pthread_sigmask(SIG_SETMASK, nil, &mask)
        var body = first
        while true {
            body()
            pthread_sigmask(SIG_SETMASK, &mask, nil)
            let slot = Slot()
            guard
                waiting.withLock({ slots -> Bool in
                    guard slots.count < limit else { return false }
                    slots.append(slot)
                    return true
                })
            else { return }
            slot.handed.wait()
            guard let next = slot.body.withLock({ $0 }) else { return }
            body = next
        }
    }
}
