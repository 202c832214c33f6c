/// The statuses an app under automation exits with, each for one reason: the one table of
/// them (docs/protocol.md §12, which a test holds to it, as it holds the Textual adapter's
/// `wire.py`). The kit's server returns its own (`AutomationServer.run()`), its launch
/// (`AppLaunch`) exits with the others, an app may use `appNotAssembled` for its own start,
/// and the conformance suite expects them of any app.
public enum AutomationExitCode: Int32, CaseIterable, Sendable {
    /// The driver closed the channel, or a termination signal asked the app to stop.
    case channelClosed = 0
    /// The process that launched the app was already gone when it started, or ended
    /// while the channel stayed open.
    case driverGone = 1
    /// The launch arguments were refused (unknown, a bad value, a test flag in a release build).
    case launchArgumentsRefused = 2
    /// The driver broke the protocol; the app said why before closing.
    case protocolError = 3
    /// The app could not be assembled (its state directory unusable).
    case appNotAssembled = 4
    /// Reading or writing the channel failed.
    case channelFailed = 5
    /// The automation environment is unusable (`TUI_AUTOMATION_FD` names no channel).
    case environmentUnusable = 6
}
