import Dispatch
import Glibc
import Synchronization
import SystemShims

/// Starts `body` on a detached thread of its own: for work that blocks in system calls
/// and so must stay off Swift concurrency's threads. False if no thread could start.
///
/// The thread is one whose last body has returned when one is waiting, else a new one:
/// waking a waiting thread costs a fraction of creating one, and an app's launch waits
/// for it. Each body starts with the signal mask its thread was created with.
func startDetachedThread(_ body: @escaping @Sendable () -> Void) -> Bool {
    IdleThreads.handOver(body) || IdleThreads.startThread(running: body)
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

    static func startThread(running body: @escaping @Sendable () -> Void) -> Bool {
        final class Box: Sendable {
            let body: @Sendable () -> Void
            init(_ body: @escaping @Sendable () -> Void) { self.body = body }
        }
        let context = Unmanaged.passRetained(Box(body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        pthread_attr_setstacksize(&attributes, 512 * 1024)
        var thread = pthread_t()
        let result = pthread_create(&thread, &attributes, { raw in
            let first = Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue().body
            IdleThreads.serve(first)
            return nil
        }, context)
        if result != 0 {
            Unmanaged<Box>.fromOpaque(context).release()
            return false
        }
        return true
    }

    /// Runs `first`, then each body handed over while this thread waits, until there
    /// are enough waiting threads without it.
    private static func serve(_ first: @escaping @Sendable () -> Void) {
        var mask = sigset_t()
        pthread_sigmask(SIG_SETMASK, nil, &mask)
        var body = first
        while true {
            body()
            pthread_sigmask(SIG_SETMASK, &mask, nil)
            let slot = Slot()
            guard waiting.withLock({ slots -> Bool in
                guard slots.count < limit else { return false }
                slots.append(slot)
                return true
            }) else { return }
            slot.handed.wait()
            guard let next = slot.body.withLock({ $0 }) else { return }
            body = next
        }
    }
}
