/// Why a request to the shop's backend failed, as the screens explain it.
enum RequestFailure: Error, Hashable, Sendable {
    /// The device has no connection.
    case offline
    /// The server answered with an error.
    case serverError
}
