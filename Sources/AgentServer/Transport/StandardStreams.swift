import Foundation
import Synchronization
import SystemLayer

/// The stdio transport's two ends: messages read from standard input on a thread of
/// their own, cut into lines by a `MessageFramer`; responses written whole, one a line,
/// to standard output (never interleaved, whichever task writes).
enum StandardStreams {
    /// The frames standard input yields, until it ends (the client closed it or died).
    static func frames(limit: Int, descriptor: Int32 = Posix.standardInput) -> AsyncStream<MessageFramer.Frame> {
        let (stream, continuation) = AsyncStream<MessageFramer.Frame>.makeStream()
        let reader: @Sendable () -> Void = {
            var framer = MessageFramer(limit: limit)
            var buffer = [UInt8](repeating: 0, count: 65_536)
            // An error reading is the end of input, as the end itself is.
            while let count = try? Posix.read(descriptor, into: &buffer), count > 0 {
                for frame in framer.frames(in: Data(buffer[0..<count])) { continuation.yield(frame) }
            }
            continuation.finish()
        }
        do throws(SystemError) {
            try SystemThread.startDetached(reusingIdle: false, reader)
        } catch {
            Posix.writeToStandardError("journey mcp: cannot start the thread that reads standard input: \(error)\n")
            continuation.finish()
        }
        return stream
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
            let bytes = Array((message.jsonText + "\n").utf8)
            lock.withLock { _ in
                try? Posix.writeAll(descriptor, bytes)
            }
        }
    }
}
