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
        let ready: Int
        do throws(SystemError) {
            ready = try poll(&pollers, timeout: timeout, unblockingSignals: unblockingSignals)
        } catch  where error.interrupted && !unblockingSignals {
            return 0
        }
        for index in descriptors.indices { descriptors[index].ready = PollEvents(rawValue: pollers[index].revents) }
        return ready
    }

    /// Waits at most `timeout` milliseconds (-1: without limit) until one of the
    /// descriptors registered on `watch` is ready, and records what came on each. For
    /// `DescriptorLoop`: allocates nothing.
    ///
    /// With `unblockingSignals`, every signal is unblocked for the wait only (`ppoll`).
    ///
    /// - Returns: how many descriptors are ready; 0 at the timeout.
    /// - Throws: `SystemError`; `interrupted` when a signal ended the wait.
    package static func poll(_ watch: inout DescriptorWatch, timeout: Int32, unblockingSignals: Bool) throws(SystemError) -> Int {
        try poll(&watch.pollers, timeout: timeout, unblockingSignals: unblockingSignals)
    }

    /// Waits until one of `descriptors` is ready, through any signal, until `deadline`,
    /// and sets each one's `ready` events: the one wait for a deadline, for callers that
    /// only wait (a loop that handles what comes runs on `DescriptorLoop`).
    ///
    /// - Returns: how many descriptors are ready; 0 once `deadline` has passed with none
    ///   ready. A deadline already passed still looks once, without waiting: what has
    ///   arrived is found, and a caller that waits again and again does end.
    /// - Throws: `SystemError` (`poll`) when the wait fails other than by a signal.
    @discardableResult
    package static func poll(_ descriptors: inout [PollDescriptor], until deadline: Monotonic) throws(SystemError) -> Int {
        while true {
            // 0 once the deadline has passed: the wait then only looks.
            let remaining = deadline.millisecondsFromNow
            for index in descriptors.indices { descriptors[index].ready = [] }
            var pollers = descriptors.map { pollfd(fd: $0.descriptor, events: $0.events.rawValue, revents: 0) }
            let ready: Int
            do throws(SystemError) {
                ready = try poll(&pollers, timeout: remaining, unblockingSignals: false)
            } catch  where error.interrupted {
                if remaining == 0 { return 0 }
                continue
            }
            for index in descriptors.indices { descriptors[index].ready = PollEvents(rawValue: pollers[index].revents) }
            if ready > 0 || remaining == 0 || deadline.hasPassed { return ready }
        }
    }

    /// The one `poll` call: the entries' `revents` are set; a signal throws.
    private static func poll(_ pollers: inout [pollfd], timeout: Int32, unblockingSignals: Bool) throws(SystemError) -> Int {
        let result =
            unblockingSignals
            ? shim_poll_unblocking_all(&pollers, nfds_t(pollers.count), timeout)
            : Glibc.poll(&pollers, nfds_t(pollers.count), timeout)
        guard result >= 0 else { throw SystemError(call: unblockingSignals ? "ppoll" : "poll", code: errno) }
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

    /// Waits until `descriptor` is readable or closed, through any signal, until `deadline`
    /// (`poll(_:until:)` with one descriptor).
    ///
    /// - Returns: false once `deadline` has passed with nothing to read, or if the
    ///   descriptor cannot be polled.
    package static func waitReadable(_ descriptor: Int32, until deadline: Monotonic) -> Bool {
        var descriptors = [PollDescriptor(descriptor, for: .input)]
        return ((try? poll(&descriptors, until: deadline)) ?? 0) > 0
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
