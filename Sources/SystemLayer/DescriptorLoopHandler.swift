/// What a `DescriptorLoop` runs for: the descriptors to watch each turn, the deadline
/// the wait ends at, and what to do with what comes.
///
/// A handler lives on its loop's thread and is called there only. Any of its calls may
/// end the loop by returning what `DescriptorLoop.run` is to return.
package protocol DescriptorLoopHandler: AnyObject {
    /// What the loop returns when the handler stops it: an exit status, say.
    associatedtype Ending

    /// Before each wait: registers this turn's descriptors on `watch` (empty at each
    /// turn's start; descriptors dropped earlier and negative ones are left out) and
    /// returns the deadline the wait ends at at the latest, or nil to wait without one.
    func prepare(_ watch: inout DescriptorWatch) -> Monotonic?

    /// Handles what came on one ready descriptor (its `ready` says what).
    func handle(_ descriptor: PollDescriptor) -> DescriptorVerdict<Ending>

    /// After every ready descriptor of a turn is handled: `timedOut` when the wait ended
    /// at the deadline with nothing ready.
    ///
    /// - Returns: nil to go on, or what to end the loop with.
    func turnEnded(timedOut: Bool) -> Ending?

    /// A signal ended the wait (in place of `handle` and `turnEnded` for that turn).
    ///
    /// - Returns: nil to go on, or what to end the loop with.
    func interrupted() -> Ending?

    /// The wait failed with `error` (not a signal): what to end the loop with.
    func waitFailed(_ error: SystemError) -> Ending
}

extension DescriptorLoopHandler {
    /// Goes on after every turn: for handlers that act only on what arrives.
    package func turnEnded(timedOut: Bool) -> Ending? { nil }

    /// Goes on after a signal: the next turn works out its deadline again.
    package func interrupted() -> Ending? { nil }
}

/// What a `DescriptorLoopHandler` says after handling a ready descriptor.
package enum DescriptorVerdict<Ending> {
    /// Go on watching it.
    case keep
    /// It is closed or unusable: the loop leaves it out of every later turn.
    case drop
    /// End the loop with this.
    case stop(Ending)
}
