import Foundation
import Synchronization
import SystemLayer

/// The stdio transport's two ends: messages read from standard input on the thread that
/// answers them (a `ThreadExecutor`), cut into lines by a `MessageFramer`; responses
/// written whole, one a line, to standard output (never interleaved, whichever task
/// writes).
enum StandardStreams {
    /// The frames standard input yields, until it ends (the client closed it or died), and
    /// the executor whose thread reads them: a task that prefers it runs on that thread
    /// too, so a request is read, answered and written with no hand-off between threads
    /// but the replies of the apps it drives.
    ///
    /// - Throws: `SystemError` when the thread could not start.
    static func frames(limit: Int, descriptor: Int32 = Posix.standardInput) throws(SystemError)
        -> (frames: AsyncStream<MessageFramer.Frame>, executor: ThreadExecutor)
    {
        let (stream, continuation) = AsyncStream<MessageFramer.Frame>.makeStream()
        // Used only on the executor's thread; the lock is never contended.
        let framer = Mutex(MessageFramer(limit: limit))
        let executor = try ThreadExecutor(name: "journey mcp", reading: descriptor) { bytes in
            // An error reading is the end of input, as the end itself is.
            guard let bytes else { return continuation.finish() }
            for frame in framer.withLock({ framer in bytes.withUnsafeBytes { framer.frames(in: $0) } }) { continuation.yield(frame) }
        }
        return (stream, executor)
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
