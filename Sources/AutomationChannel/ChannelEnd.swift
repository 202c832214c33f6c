package import SystemLayer

/// One end of an automation channel, as both the app and the driver use it: reads whole
/// messages from the descriptor (`OutgoingFrames` and `writeFrames` write to it).
///
/// It owns no descriptor: whoever opened the channel closes it.
package struct ChannelEnd<Incoming: ChannelMessage> {
    /// How one read ended.
    package enum ReadResult: Equatable, Sendable {
        /// The channel is still open: more may come.
        case open
        /// The other end closed the channel.
        case closed
        /// Reading failed with this `errno`.
        case failed(errno: Int32)
    }

    /// The channel's descriptor.
    package let descriptor: Int32
    private var decoder: FrameDecoder
    private var buffer: [UInt8]
    /// The bytes read from the channel so far.
    package private(set) var bytesRead = 0

    /// An end reading `descriptor`, refusing frames longer than `limit` bytes.
    package init(descriptor: Int32, limit: Int = AutomationProtocol.maximumMessageBytes) {
        self.descriptor = descriptor
        decoder = FrameDecoder(limit: limit)
        // Left unwritten: zeroing it would touch (and, in a fresh process, fault in) all
        // sixteen pages, where a read touches only those it fills.
        buffer = [UInt8](unsafeUninitializedCapacity: 64 * 1024) { _, count in count = 64 * 1024 }
    }

    /// Reads once from the channel (at most one frame's worth beyond what is buffered,
    /// so a peer cannot make this end hold more than the limit), then hands every whole
    /// message to `handle`, in order.
    ///
    /// - Parameter waiting: whether the read may block until bytes arrive; when false an
    ///   empty channel reads as `.open`.
    /// - Throws: the first `WireError` of a malformed frame or message, or one `handle`
    ///   throws; messages after it are not handed on.
    package mutating func read(waiting: Bool, _ handle: (Incoming) throws(WireError) -> Void) throws(WireError) -> ReadResult {
        let allowance = min(buffer.count, decoder.readAllowance)
        let descriptor = descriptor
        let received = buffer.withUnsafeMutableBytes { bytes in
            Result { () throws(SystemError) in
                try Posix.receiveOrRead(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: bytes[0..<allowance]), waiting: waiting)
            }
        }
        let count: Int
        switch received {
        case let .success(received): count = received
        case let .failure(error): return error.wouldBlock ? .open : .failed(errno: error.code)
        }
        if count == 0 { return .closed }
        bytesRead += count
        buffer.withUnsafeBytes { decoder.append(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
        while let message = try decoder.nextMessage() {
            try handle(Incoming(decoding: message))
        }
        return .open
    }
}

/// Messages waiting to go out on a channel together, so a tree and its reply cost one
/// system call.
package struct OutgoingFrames {
    private var bytes: [UInt8] = []

    /// Nothing queued.
    package init() {}

    /// Queues `message` to go out with the next `flush(to:)`.
    package mutating func queue(_ message: some ChannelMessage) {
        bytes.append(contentsOf: message.framed())
    }

    /// Queues bytes already framed (one frame or several) to go out with the next `flush(to:)`.
    package mutating func queue(frame: [UInt8]) {
        bytes.append(contentsOf: frame)
    }

    /// Sends everything queued in one write and empties the queue; false if the channel
    /// is closed or broken.
    package mutating func flush(to descriptor: Int32) -> Bool {
        (try? send(to: descriptor)) != nil
    }

    /// Sends everything queued in one write and empties the queue.
    ///
    /// - Throws: `SystemError` when the channel is closed or broken.
    package mutating func send(to descriptor: Int32) throws(SystemError) {
        guard !bytes.isEmpty else { return }
        defer { bytes.removeAll(keepingCapacity: true) }
        try sendFrames(bytes, to: descriptor)
    }
}

/// Writes all of `bytes` to `descriptor`, across partial writes and interrupts, never
/// raising SIGPIPE; false if the channel is closed or broken (`errno` says how).
package func writeFrames(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    (try? sendFrames(bytes, to: descriptor)) != nil
}

/// Writes `bytes` whole to `descriptor`, never raising SIGPIPE.
///
/// - Throws: `SystemError` when the descriptor is closed or broken (`EPIPE` once the
///   peer has gone).
package func sendFrames(_ bytes: [UInt8], to descriptor: Int32) throws(SystemError) {
    try bytes.withUnsafeBytes { buffer in
        Result { () throws(SystemError) in
            var offset = 0
            while offset < buffer.count {
                offset += try Posix.sendOrWrite(descriptor, UnsafeRawBufferPointer(rebasing: buffer[offset...]))
            }
        }
    }.get()
}
