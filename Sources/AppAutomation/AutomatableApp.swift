public import ScreenModel

/// An app the automation server can drive: it shows its screen as an element tree,
/// carries out commands aimed at the elements of that tree, and runs its timers on a
/// `Scheduler` so the driver can see what keeps it busy and drive its clock.
///
/// An app with its own renderer conforms to this directly; an app built on
/// `TerminalUI` gets a conformance from `ViewHost`.
public protocol AutomatableApp: AnyObject {
    /// The app's name, sent in the hello.
    var name: String { get }
    /// The scheduler every timer and simulated wait of the app runs on.
    var scheduler: Scheduler { get }
    /// Descriptors that, when readable, mean the screen may have changed off the main
    /// thread (a failed save, say): the server wakes, calls `settle()` and pushes.
    var wakeDescriptors: [Int32] { get }
    /// Runs whatever is due (timers, news from other threads), so the next
    /// `currentScreen()` reflects everything that has happened.
    func settle()
    /// The whole screen as an element tree, from the application element down.
    func currentScreen() -> ElementSnapshot
    /// Carries out an element or device command (tap, type, press, swipe, set
    /// condition) against the screen last returned, then settles. Clock advances and
    /// refreshes never reach it: the server carries those out itself.
    func perform(_ command: Command) -> CommandOutcome
    /// Runs once, just before the app exits normally: stores what is still pending.
    func willExit()
}

extension AutomatableApp {
    /// No descriptor wakes the server but the channel.
    public var wakeDescriptors: [Int32] { [] }
    /// Runs every timer that is due.
    public func settle() { scheduler.runDue() }
    /// Nothing is pending at exit.
    public func willExit() {}
}
