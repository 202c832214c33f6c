import Dispatch

/// Waits a fixed time, whatever the app is doing: the guide's one deliberate stand-in
/// for a sleep, which the house rules keep out of every test.
///
/// Only the lesson that shows why a fixed pause races uses it, and that lesson checks
/// the failure the pause causes. Wait on a condition instead.
func pause(for duration: Duration) async {
    let (seconds, attoseconds) = duration.components
    let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
    await withCheckedContinuation { (resumed: CheckedContinuation<Void, Never>) in
        DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) { resumed.resume() }
    }
}
