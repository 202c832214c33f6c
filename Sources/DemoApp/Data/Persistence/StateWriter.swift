import Synchronization
import SystemLayer

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
    private let thread: Mutex<JoinableThread?> = Mutex(nil)
    private let report: @Sendable (String) -> Void

    /// Creates the writer for the files of `directory`; `report` hears of failed writes.
    /// Its thread starts with the first write, so a launch that saves nothing pays nothing.
    ///
    /// - Throws: `SystemError` (`pipe2`) when the process has no descriptors left.
    init(directory: String, report: @escaping @Sendable (String) -> Void) throws(SystemError) {
        self.directory = directory
        self.report = report
        wake = try Posix.pipe()
    }

    /// Starts the thread if it is not running yet; false if it cannot be started.
    private func startIfNeeded() -> Bool {
        thread.withLock { thread in
            if thread != nil { return true }
            guard let started = try? SystemThread.startJoinable({ self.run() }) else { return false }
            thread = started
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
        wakeThread()
    }

    /// Writes everything queued and stops the thread; returns when it is all on disk.
    func finish() {
        guard let handle = thread.withLock({ $0 }) else { return }
        queue.withLock { $0.finishing = true }
        wakeThread()
        handle.join()
        thread.withLock { $0 = nil }
    }

    /// Wakes the thread to look at the queue: one byte down the pipe. (Should the pipe
    /// ever fill, the thread has that many wake-ups waiting: one fewer changes nothing.)
    private func wakeThread() {
        _ = try? Posix.writeAll(wake.write, [1])
    }

    private func run() {
        var byte: [UInt8] = [0]
        while true {
            // A failed read (not EINTR: that is retried) leaves the queue to look at anyway.
            _ = try? Posix.read(wake.read, into: &byte)
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
