import Glibc

/// The descriptors a `DescriptorLoop` waits on in one turn, and what came on each.
///
/// Its storage lasts from turn to turn, so registering and waiting allocate nothing
/// once the first turns have sized it.
package struct DescriptorWatch {
    /// The `poll` entries of this turn, in the order registered.
    var pollers: [pollfd] = []
    /// Descriptors a handler dropped: never registered again.
    private var dropped: [Int32] = []

    /// An empty watch.
    package init() {}

    /// Registers `descriptor` for `events` this turn, unless it is negative or was dropped.
    package mutating func watch(_ descriptor: Int32, for events: PollEvents) {
        guard descriptor >= 0, !dropped.contains(descriptor) else { return }
        pollers.append(pollfd(fd: descriptor, events: events.rawValue, revents: 0))
    }

    /// The positions of this turn's descriptors.
    var indices: Range<Int> { pollers.indices }

    /// The descriptor at `index`, with what the wait found on it.
    subscript(index: Int) -> PollDescriptor {
        let poller = pollers[index]
        var descriptor = PollDescriptor(poller.fd, for: PollEvents(rawValue: poller.events))
        descriptor.ready = PollEvents(rawValue: poller.revents)
        return descriptor
    }

    /// Forgets this turn's descriptors, keeping the storage.
    mutating func startTurn() {
        pollers.removeAll(keepingCapacity: true)
    }

    /// Leaves `descriptor` out from now on.
    mutating func drop(_ descriptor: Int32) {
        if !dropped.contains(descriptor) { dropped.append(descriptor) }
    }
}
