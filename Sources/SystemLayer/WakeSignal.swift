/// A pipe other threads write to, to interrupt a poll loop's wait so it looks at its
/// deadlines and work again.
package final class WakeSignal: Sendable {
    /// The end the loop polls; -1 if no pipe could be made (the loop then wakes only
    /// for its descriptors and deadlines).
    package let readEnd: Int32
    private let writeEnd: Int32

    /// A new pipe, both ends non-blocking and close-on-exec.
    package init() {
        let ends = try? Posix.pipe(nonBlocking: true)
        readEnd = ends?.read ?? -1
        writeEnd = ends?.write ?? -1
    }

    /// A new pipe, as `init()` makes it, for a loop that cannot go on without one.
    ///
    /// - Throws: `SystemError` (`pipe2`) when no pipe could be made.
    package static func opened() throws(SystemError) -> WakeSignal {
        let ends = try Posix.pipe(nonBlocking: true)
        return WakeSignal(readEnd: ends.read, writeEnd: ends.write)
    }

    private init(readEnd: Int32, writeEnd: Int32) {
        self.readEnd = readEnd
        self.writeEnd = writeEnd
    }

    /// Interrupts the loop's wait (or its next one). Never blocks: a full pipe already
    /// holds a wake.
    package func wake() {
        var byte: UInt8 = 1
        withUnsafeBytes(of: &byte) { _ = try? Posix.write(writeEnd, $0) }
    }

    /// Reads every wake written so far. For the loop.
    package func drain() {
        // On the stack: a loop drains after every wake.
        withUnsafeTemporaryAllocation(byteCount: 64, alignment: 1) { bytes in
            // A read that fills less than the buffer took every wake there was: a wake is
            // one system call, not two (the second would only find the pipe empty).
            while ((try? Posix.read(readEnd, into: bytes)) ?? 0) == bytes.count {}
        }
    }

    /// Closes both ends. Call once, when no thread will wake the loop again.
    package func close() {
        Posix.close(readEnd)
        Posix.close(writeEnd)
    }
}
