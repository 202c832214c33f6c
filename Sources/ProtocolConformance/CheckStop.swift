/// Why a check stopped before passing.
enum CheckStop: Error {
    /// The app broke a rule: what the check expected, and what arrived instead.
    case failed(expected: String, arrived: String)
    /// The check cannot run against this app.
    case skipped(String)
}
