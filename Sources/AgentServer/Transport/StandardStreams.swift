import Foundation
import Synchronization
import SystemLayer

/// The stdio transport's two ends: messages read from standard input on the thread that
/// answers them (a `ThreadExecutor`), cut into lines by a `MessageFramer`; responses
/// written whole, one a line, to standard output (never interleaved, whichever task
/// writes).
enum StandardStreams {
    /// Reads standard input on a thread of its own (a `ThreadExecutor`'s) and hands each
    /// message it yields, cut by a `MessageFramer`, to `onFrame` on that thread, with the
    /// executor; then nil once, when input ends (the client closed it or died). A task
    /// `onFrame` starts that prefers the executor runs on the same thread, so a request
    /// is read, answered and written with no hand-off between threads but the replies of
    /// the apps it drives.
    ///
    /// - Returns: the executor; stop it when done.
    /// - Throws: `SystemError` when the thread could not start.
    static func read(
        limit: Int, descriptor: Int32 = Posix.standardInput, threadName: String = "journey mcp",
        onFrame: @escaping @Sendable (MessageFramer.Frame?, ThreadExecutor) -> Void
    ) throws(SystemError) -> ThreadExecutor {
        // Used only on the executor's thread; the lock is never contended.
        let framer = Mutex(MessageFramer(limit: limit))
        return try ThreadExecutor(name: threadName, reading: descriptor) { bytes, executor in
            // An error reading is the end of input, as the end itself is.
            guard let bytes else { return onFrame(nil, executor) }
            for frame in framer.withLock({ framer in bytes.withUnsafeBytes { framer.frames(in: $0) } }) { onFrame(frame, executor) }
        }
    }

    /// Writes each message as one line of JSON.
    final class Writer: Sendable {
        private let descriptor: Int32
        private let lock = Mutex(())

        /// A writer to `descriptor` (standard output by default).
        init(descriptor: Int32 = Posix.standardOutput) {
            self.descriptor = descriptor
        }

        /// Writes `message` and a line break; a reader that has gone is no error (the server ends when its input does).
        func write(_ message: JSONValue) {
            var bytes = message.jsonBytes
            bytes.append(UInt8(ascii: "\n"))
            lock.withLock { _ in
                try? Posix.writeAll(descriptor, bytes)
            }
        }
    }
}
