import AutomationChannel
import ScreenModel
import Synchronization

extension AppSession {
    /// When something is waiting and the app is busy only with timers on a virtual
    /// clock, moves that clock to the next timer instead of waiting for time that
    /// will never pass by itself.
    func fastForwardIfStalled() {
        let advance = state.withLock { state -> (sequence: UInt64, milliseconds: Int)? in
            guard !state.lifetime.isOver else { return nil }
            guard let milliseconds = state.pacing.due(for: state.screen.tree?.activity, someoneWaits: !state.waits.waiters.isEmpty) else {
                return nil
            }
            let sequence = state.replies.takeSequence()
            state.pacing.started(sequence)
            state.journal.noteAdvance(milliseconds: milliseconds, automatic: true)
            return (sequence, milliseconds)
        }
        guard let advance else { return }
        write(DriverMessage.command(sequence: advance.sequence, .advanceClock(milliseconds: advance.milliseconds)).framed())
    }
}
