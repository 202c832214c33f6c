/// The app a server's `--app PATH` option names, read by `AgentServerCommand.appOption`
/// for `journey mcp` and `journey serve` alike.
struct DefaultAppOption: Sendable, Equatable {
    /// The executable's absolute path; nil when the option was not given (the demo shop).
    var path: String?

    /// Options that cannot be read: the message says which and what to do.
    struct Failure: Error, Sendable, Equatable {
        /// The line to print on standard error.
        var message: String
    }
}
