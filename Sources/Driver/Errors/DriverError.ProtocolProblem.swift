extension DriverError {
    /// What went wrong on the automation channel, as data; `DriverError+Wording.swift` says it.
    public enum ProtocolProblem: Sendable, Hashable {
        /// The app sent bytes that are not a message of the protocol; `detail` is the
        /// decoder's account of where it went wrong.
        case unreadableMessage(detail: String)
        /// The app speaks another version of the protocol than this driver.
        case versionMismatch(app: Int, driver: Int)
        /// The app said a message from the driver broke the protocol; `detail` is its account.
        case rejectedByApp(detail: String)
        /// A call failed with an error that is not the driver's own; `detail` describes it.
        case foreignError(detail: String)
        /// The app closed its end of the channel and was still running `after` that: it
        /// can be sent nothing more, so it was killed.
        case channelClosedWhileRunning(after: Duration)
    }
}
