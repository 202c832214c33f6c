import Foundation
import Glibc
import Synchronization

/// The stdio transport's two ends: messages read from standard input on a thread of
/// their own, cut into lines by a `MessageFramer`; responses written whole, one a line,
/// to standard output (never interleaved, whichever task writes).
enum StandardStreams {
    /// The frames standard input yields, until it ends (the client closed it or died).
    static func frames(limit: Int, descriptor: Int32 = STDIN_FILENO) -> AsyncStream<MessageFramer.Frame> {
        let (stream, continuation) = AsyncStream<MessageFramer.Frame>.makeStream()
        let thread = Thread {
            var framer = MessageFramer(limit: limit)
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                for frame in framer.frames(in: Data(buffer[0..<count])) { continuation.yield(frame) }
            }
            continuation.finish()
        }
        thread.start()
        return stream
    }

    /// Writes each message as one line of JSON.
    final class Writer: Sendable {
        private let descriptor: Int32
        private let lock = Mutex(())

        /// A writer to `descriptor` (standard output by default).
        init(descriptor: Int32 = STDOUT_FILENO) {
            self.descriptor = descriptor
        }

        /// Writes `message` and a line break; a reader that has gone is no error (the server ends when its input does).
        func write(_ message: JSONValue) {
            let bytes = Array((message.jsonText + "\n").utf8)
            lock.withLock { _ in
                var offset = 0
                while offset < bytes.count {
                    let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
                    if written < 0 && errno == EINTR { continue }
                    guard written > 0 else { return }
                    offset += written
                }
            }
        }
    }
}
