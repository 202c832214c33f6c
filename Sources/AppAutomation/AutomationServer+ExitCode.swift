public import AutomationChannel

extension AutomationServer {
    /// The statuses an app under automation exits with: the protocol's one table
    /// (`AutomationExitCode`, docs/protocol.md §12), named where an app on the kit reaches
    /// it without importing the channel.
    public typealias ExitCode = AutomationExitCode
}
