import Glibc
import SystemShims

/// Waiting for descriptors: `poll` with one descriptor or a few.
extension Posix {
    /// Waits at most `timeout` milliseconds (-1: without limit) until one of
    /// `descriptors` is ready, and sets each one's `ready` events.
    ///
    /// A signal that interrupts the wait ends it early with nothing ready, so the caller
    /// works out its timeout again instead of waiting the whole of it once more. With
    /// `unblockingSignals`, every signal is unblocked for the wait only (`ppoll`), so a
    /// signal blocked elsewhere interrupts it instead of slipping in just before it;
    /// that interruption is then the news, and throws (`SystemError.interrupted`).
    ///
    /// - Returns: how many descriptors are ready; 0 at the timeout or on a signal.
    @discardableResult
    package static func poll(_ descriptors: inout [PollDescriptor], timeout: Int32, unblockingSignals: Bool = false) throws(SystemError) -> Int {
        var pollers = descriptors.map { pollfd(fd: $0.descriptor, events: $0.events.rawValue, revents: 0) }
        let result =
            unblockingSignals
            ? shim_poll_unblocking_all(&pollers, nfds_t(pollers.count), timeout)
            : Glibc.poll(&pollers, nfds_t(pollers.count), timeout)
        if result < 0 {
            let code = errno
            if code == EINTR && !unblockingSignals { return 0 }
            throw SystemError(call: unblockingSignals ? "ppoll" : "poll", code: code)
        }
        for index in descriptors.indices { descriptors[index].ready = PollEvents(rawValue: pollers[index].revents) }
        return Int(result)
    }

    /// Waits at most `timeout` milliseconds (-1: without limit) until `descriptor` is
    /// readable or closed.
    ///
    /// - Returns: false at the timeout, on a signal, or if the descriptor cannot be polled.
    package static func waitReadable(_ descriptor: Int32, timeout: Int32) -> Bool {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return Glibc.poll(&poller, 1, timeout) > 0
    }

    /// Waits until `descriptor` is readable or closed, through any signal, until `deadline`.
    ///
    /// - Returns: false once `deadline` has passed.
    package static func waitReadable(_ descriptor: Int32, until deadline: Monotonic) -> Bool {
        while true {
            let remaining = deadline.millisecondsFromNow
            guard remaining > 0 else { return false }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = Glibc.poll(&poller, 1, remaining)
            if ready > 0 { return true }
            if ready == 0 || errno != EINTR { return false }
        }
    }

    /// Whether `descriptor` has input (or an end) to read now, without waiting.
    package static func hasPendingInput(_ descriptor: Int32) -> Bool {
        waitReadable(descriptor, timeout: 0)
    }
}

/// One descriptor to `Posix.poll`: the events waited for, and those that came.
package struct PollDescriptor: Sendable {
    /// The descriptor.
    package var descriptor: Int32
    /// What to wait for.
    package var events: PollEvents
    /// What `poll` found (empty before it, or when nothing came).
    package var ready: PollEvents = []

    /// `descriptor`, waited on for `events`.
    package init(_ descriptor: Int32, for events: PollEvents) {
        self.descriptor = descriptor
        self.events = events
    }
}

/// Events of a polled descriptor.
package struct PollEvents: OptionSet, Sendable, Hashable {
    /// The `poll` bits.
    package let rawValue: Int16

    /// Events from their `poll` bits.
    package init(rawValue: Int16) { self.rawValue = rawValue }

    /// There is input to read.
    package static let input = PollEvents(rawValue: Int16(POLLIN))
    /// Output can be written without waiting.
    package static let output = PollEvents(rawValue: Int16(POLLOUT))
    /// The other end hung up.
    package static let hangUp = PollEvents(rawValue: Int16(POLLHUP))
    /// The descriptor is in error.
    package static let error = PollEvents(rawValue: Int16(POLLERR))
    /// The descriptor is not open.
    package static let invalid = PollEvents(rawValue: Int16(POLLNVAL))
}
