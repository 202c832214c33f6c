package import Driver

/// Why a step failed: the driver's error, or an expectation that did not hold, with
/// the app's tree, screen and log at that moment.
package struct StepFailure: Error, Sendable, CustomStringConvertible {
    /// The facts of a step failure.
    package enum Reason: Sendable {
        /// An action, wait or read failed in the driver (missing element, timeout, crash…).
        case driver(DriverError)
        /// An `expect` or `wait … gone` did not hold.
        case expectation(ExpectationFailure)
        /// `type $NAME` ran without the environment variable `NAME`.
        case unsetVariable(String)
    }

    /// What went wrong.
    package var reason: Reason
    /// The app's tree, screen and log tail when it went wrong, if the app had sent any.
    package var diagnostics: Diagnostics?

    /// Creates a failure.
    package init(_ reason: Reason, diagnostics: Diagnostics?) {
        self.reason = reason
        self.diagnostics = diagnostics
    }

    /// The headline: what was asked and what was found, without the diagnostics.
    package var message: String {
        switch reason {
        case let .driver(error): error.message
        case let .expectation(failure): failure.description
        case let .unsetVariable(name):
            "the environment variable \(name) is not set: this step types its value (the script does not hold it); "
                + "set it and run again, e.g. \(name)=… journey run FILE"
        }
    }

    /// The headline, then the tree dump, screenshot and log tail.
    package var description: String {
        guard let diagnostics else { return message }
        return message + "\n\n" + diagnostics.description
    }
}
