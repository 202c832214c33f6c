/// What a poll loop runs for: a process watched through a few descriptors, each turn's
/// deadline, and what to do when the process ends.
///
/// The app session and the terminal session are handlers: the loop gives them one
/// lifetime (started on a thread of their own, ended by the exit notifier or the
/// closing of their main descriptor, reaped once), and each says only what is
/// particular to it. A handler lives on its loop's thread: it is made there, in
/// `PollLoop.startThread`'s set-up, and used there only.
package protocol PollLoopHandler: AnyObject {
    /// Interrupts the loop's wait from other threads.
    var wakeSignal: WakeSignal { get }
    /// A descriptor that becomes readable when the process exits
    /// (`Posix.exitNotifier(for:)`), or -1 when `closingMeansExit` tells instead.
    var exitNotifier: Int32 { get }
    /// The descriptors to watch this turn and for what. The loop leaves out those
    /// `handle` reported closed.
    func descriptorsToWatch() -> [PollDescriptor]
    /// The soonest deadline of anything waiting: the loop's wait ends then at the latest.
    func nextDeadline() -> Monotonic?
    /// Handles what came on one watched descriptor (`ready` holds it).
    ///
    /// - Returns: false once the descriptor is closed or unusable; it is not watched again.
    func handle(_ descriptor: PollDescriptor) -> Bool
    /// Whether `descriptor` closing is the sign the process is ending, when there is
    /// no exit notifier.
    func closingMeansExit(_ descriptor: Int32) -> Bool
    /// Called after each turn with what `descriptorsToWatch` returned for it: writes
    /// what is pending and fires the deadlines that passed.
    func turnEnded(watched: [PollDescriptor])
    /// The process has ended (or the loop cannot go on): reap it, read what it left,
    /// finish everything waiting and close the descriptors. The loop's last call.
    func processEnded()
}
