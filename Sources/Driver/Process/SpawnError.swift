/// Why an app or a program could not be started: the problem a launch reports, for
/// `launchFailed` or a terminal's `cannotStart`.
struct SpawnError: Error {
    let problem: DriverError.LaunchProblem
}
