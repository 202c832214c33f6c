import Glibc
import Synchronization
import SystemShims

/// Writes state files on a thread of its own, so a save's two flushes to disk never
/// hold up the app's answer to the driver. The newest text for a file wins; each write
/// is still atomic (see `StateDirectory.writeAtomically`).
///
/// `finish()` writes everything still pending before the app exits.
final class StateWriter: Sendable {
    private struct Queue {
        var order: [String] = []
        /// The newest text for each file waiting to be written.
        var texts: [String: String] = [:]
        var finishing = false
    }

    private let directory: String
    private let queue = Mutex(Queue())
    private let wake: (read: Int32, write: Int32)
    private let thread: Mutex<pthread_t?> = Mutex(nil)
    private let report: @Sendable (String) -> Void

    /// Creates the writer for the files of `directory`; `report` hears of failed writes.
    /// Its thread starts with the first write, so a launch that saves nothing pays nothing.
    init(directory: String, report: @escaping @Sendable (String) -> Void) {
        self.directory = directory
        self.report = report
        var pipeEnds: [Int32] = [-1, -1]
        _ = shim_pipe(&pipeEnds, 0)
        wake = (pipeEnds[0], pipeEnds[1])
    }

    /// Starts the thread if it is not running yet; false if it cannot be started.
    private func startIfNeeded() -> Bool {
        thread.withLock { thread in
            if thread != nil { return true }
            let context = Unmanaged.passRetained(self).toOpaque()
            var handle = pthread_t()
            guard pthread_create(&handle, nil, { raw in
                let writer = Unmanaged<StateWriter>.fromOpaque(raw!).takeRetainedValue()
                writer.run()
                return nil
            }, context) == 0 else {
                Unmanaged<StateWriter>.fromOpaque(context).release()
                return false
            }
            thread = handle
            return true
        }
    }

    /// Queues `text` to become file `name`, replacing any text still waiting for it.
    func write(_ name: String, _ text: String) {
        // After `finish`, or without a thread, the caller does the work itself.
        guard !queue.withLock({ $0.finishing }), startIfNeeded() else { return perform(name, text, syncingDirectory: true) }
        let queued = queue.withLock { queue -> Bool in
            guard !queue.finishing else { return false }
            if queue.texts.updateValue(text, forKey: name) == nil { queue.order.append(name) }
            return true
        }
        guard queued else { return perform(name, text, syncingDirectory: true) }
        var byte: UInt8 = 1
        _ = Glibc.write(wake.write, &byte, 1)
    }

    /// Writes everything queued and stops the thread; returns when it is all on disk.
    func finish() {
        guard let handle = thread.withLock({ $0 }) else { return }
        queue.withLock { $0.finishing = true }
        var byte: UInt8 = 1
        _ = Glibc.write(wake.write, &byte, 1)
        pthread_join(handle, nil)
        thread.withLock { $0 = nil }
    }

    private func run() {
        var byte: UInt8 = 0
        while true {
            while read(wake.read, &byte, 1) < 0 && errno == EINTR {}
            // Everything queued goes to disk as one batch: each file flushed and renamed
            // into place, then the directory flushed once for all of them.
            var wroteAny = false
            while let (name, text) = next() {
                perform(name, text, syncingDirectory: false)
                wroteAny = true
            }
            if wroteAny { StateDirectory.syncDirectory(directory) }
            if queue.withLock({ $0.finishing && $0.order.isEmpty }) { return }
        }
    }

    private func next() -> (String, String)? {
        queue.withLock { queue in
            guard !queue.order.isEmpty else { return nil }
            let name = queue.order.removeFirst()
            return queue.texts.removeValue(forKey: name).map { (name, $0) }
        }
    }

    private func perform(_ name: String, _ text: String, syncingDirectory: Bool) {
        do {
            try StateDirectory.writeAtomically(directory: directory, name: name, text: text, syncingDirectory: syncingDirectory)
        } catch {
            report("state: \(error)")
        }
    }
}
