import Glibc
import SystemShims

/// Reading, writing and making descriptors.
extension Posix {
    /// Reads at most `buffer.count` bytes from `descriptor`.
    ///
    /// - Returns: the number read; 0 at the end of the input.
    /// - Throws: `SystemError` (`wouldBlock` when a non-blocking descriptor has nothing).
    package static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(SystemError) -> Int {
        try retrying("read") { Glibc.read(descriptor, buffer.baseAddress, buffer.count) }
    }

    /// Reads at most `buffer.count` bytes from `descriptor` into the start of `buffer`.
    ///
    /// - Returns: the number read; 0 at the end of the input.
    package static func read(_ descriptor: Int32, into buffer: inout [UInt8]) throws(SystemError) -> Int {
        try buffer.withUnsafeMutableBytes { bytes in
            Result { () throws(SystemError) in try read(descriptor, into: bytes) }
        }.get()
    }

    /// Writes at most `bytes.count` bytes to `descriptor` once.
    ///
    /// - Returns: the number written.
    package static func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) throws(SystemError) -> Int {
        try retrying("write") { Glibc.write(descriptor, bytes.baseAddress, bytes.count) }
    }

    /// Writes all of `bytes` to the blocking `descriptor`.
    package static func writeAll(_ descriptor: Int32, _ bytes: some Collection<UInt8>) throws(SystemError) {
        let array = Array(bytes)
        try array.withUnsafeBytes { buffer in
            Result { () throws(SystemError) in
                var offset = 0
                while offset < buffer.count {
                    offset += try write(descriptor, UnsafeRawBufferPointer(rebasing: buffer[offset...]))
                }
            }
        }.get()
    }

    /// Closes `descriptor`. Never made again: on Linux the descriptor is gone even when
    /// the call reports `EINTR`.
    package static func close(_ descriptor: Int32) {
        _ = Glibc.close(descriptor)
    }

    /// Creates a pipe whose ends close on exec (and are both non-blocking if `nonBlocking`).
    package static func pipe(nonBlocking: Bool = false) throws(SystemError) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        _ = try retrying("pipe2") { shim_pipe(&ends, nonBlocking ? 1 : 0) }
        return (ends[0], ends[1])
    }

    /// Creates a pipe whose ends stay open across exec: a program the caller starts
    /// inherits them unless its spawn closes them. Only for proving that a spawn does.
    package static func inheritablePipe() throws(SystemError) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        _ = try retrying("pipe") { Glibc.pipe(&ends) }
        return (ends[0], ends[1])
    }

    /// Creates an unbound Unix datagram socket (close-on-exec): a socket that is no
    /// stream, which nothing can send to.
    package static func datagramSocket() throws(SystemError) -> Int32 {
        try retrying("socket") { socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0) }
    }

    /// The number one above the highest descriptor this process may open (its soft
    /// `RLIMIT_NOFILE`): a descriptor numbered so is never open.
    package static var descriptorLimit: Int32 { getdtablesize() }

    /// Creates a connected pair of Unix stream sockets that close on exec (and neither
    /// of which blocks, if `nonBlocking`).
    package static func socketPair(nonBlocking: Bool = false) throws(SystemError) -> (Int32, Int32) {
        var ends: [Int32] = [-1, -1]
        let kind = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | (nonBlocking ? Int32(SOCK_NONBLOCK.rawValue) : 0)
        _ = try retrying("socketpair") { socketpair(AF_UNIX, kind, 0, &ends) }
        return (ends[0], ends[1])
    }

    /// Ends the sending half of the socket `descriptor`: the peer reads the end.
    package static func shutdownWriting(_ descriptor: Int32) throws(SystemError) {
        _ = try retrying("shutdown") { shutdown(descriptor, Int32(SHUT_WR)) }
    }

    /// Ends both halves of the socket `descriptor`: the peer reads the end, and reads
    /// of `descriptor` itself return 0 at once.
    package static func shutdownReadingAndWriting(_ descriptor: Int32) throws(SystemError) {
        _ = try retrying("shutdown") { shutdown(descriptor, Int32(SHUT_RDWR)) }
    }

    /// Makes reads and writes of `descriptor` return at once instead of waiting.
    package static func setNonBlocking(_ descriptor: Int32) throws(SystemError) {
        let flags = try retrying("fcntl") { fcntl(descriptor, F_GETFL) }
        _ = try retrying("fcntl") { fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) }
    }

    /// A copy of `descriptor`, close-on-exec, numbered `lowest` or above.
    package static func duplicate(_ descriptor: Int32, atLeast lowest: Int32) throws(SystemError) -> Int32 {
        try retrying("fcntl") { fcntl(descriptor, F_DUPFD_CLOEXEC, lowest) }
    }

    /// Sends at most `bytes.count` bytes on the socket `descriptor`, never raising SIGPIPE.
    ///
    /// - Returns: the number sent.
    package static func send(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) throws(SystemError) -> Int {
        try retrying("send") { Glibc.send(descriptor, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Sends `bytes` on the Unix socket `descriptor` with `descriptors` attached to them.
    ///
    /// - Returns: the number of bytes sent.
    package static func send(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, attaching descriptors: [Int32]) throws(SystemError) -> Int {
        try retrying("sendmsg") {
            shim_send_with_descriptors(descriptor, bytes.baseAddress, bytes.count, descriptors, Int32(descriptors.count))
        }
    }

    /// Receives at most `buffer.count` bytes from the socket `descriptor`; with `peek`
    /// they are left to be received again.
    ///
    /// - Returns: the number received; 0 once the peer has closed.
    package static func receive(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, peek: Bool = false) throws(SystemError) -> Int {
        try retrying("recv") { recv(descriptor, buffer.baseAddress, buffer.count, peek ? Int32(MSG_PEEK) : 0) }
    }

    /// Receives at most `buffer.count` bytes from the Unix socket `descriptor` and the
    /// descriptors that came with them (close-on-exec; at most `capacity`).
    package static func receive(
        _ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, descriptorCapacity capacity: Int
    ) throws(SystemError) -> (count: Int, descriptors: [Int32]) {
        var received = [Int32](repeating: -1, count: capacity)
        var receivedCount: Int32 = 0
        let count = try retrying("recvmsg") {
            shim_receive_with_descriptors(descriptor, buffer.baseAddress, buffer.count, &received, Int32(capacity), &receivedCount)
        }
        return (count, Array(received.prefix(Int(receivedCount))))
    }

    /// Closes every descriptor from `lowest` up.
    package static func closeDescriptors(from lowest: Int32) {
        _ = shim_close_descriptors_from(lowest)
    }

    /// Opens /dev/null on each of standard input, output and error that is closed, so
    /// that no descriptor opened later takes its number: a process started with them
    /// closed would otherwise write its output into whatever it opened next (a driver's
    /// channel, a state file), or hand that to a child as its standard input. Never
    /// replaces a descriptor: /dev/null is kept only where it lands on the closed number,
    /// so a thread that opened one meanwhile keeps it. Returns the numbers it opened.
    @discardableResult
    package static func openClosedStandardDescriptors() -> [Int32] {
        var opened: [Int32] = []
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            // Not close-on-exec: a standard descriptor is there to be inherited.
            let null = Glibc.open("/dev/null", O_RDWR)
            guard null >= 0 else { continue }
            guard null == descriptor else {
                Glibc.close(null)
                continue
            }
            opened.append(descriptor)
        }
        return opened
    }

    /// Whether `descriptor` refers to a terminal.
    package static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }
}

/// Sockets that may be pipes: the automation channel is a socket, but an app may be
/// handed a pipe or a file in its place.
extension Posix {
    /// Receives at most `buffer.count` bytes from `descriptor` (without waiting unless
    /// `waiting`), reading it plainly when it is no socket.
    ///
    /// - Returns: the number received; 0 once the peer has closed.
    /// - Throws: `SystemError` (`wouldBlock` when nothing is there and not `waiting`).
    package static func receiveOrRead(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, waiting: Bool) throws(SystemError) -> Int {
        do throws(SystemError) {
            return try retrying("recv") { recv(descriptor, buffer.baseAddress, buffer.count, waiting ? 0 : Int32(MSG_DONTWAIT)) }
        } catch  where error.code == ENOTSOCK {
            return try read(descriptor, into: buffer)
        }
    }

    /// Sends at most `bytes.count` bytes on `descriptor`, never raising SIGPIPE, writing
    /// it plainly when it is no socket.
    ///
    /// - Returns: the number sent.
    package static func sendOrWrite(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) throws(SystemError) -> Int {
        do throws(SystemError) {
            return try send(descriptor, bytes)
        } catch  where error.code == ENOTSOCK {
            return try write(descriptor, bytes)
        }
    }
}
