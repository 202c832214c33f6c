#if DEBUG
import ScreenModel

/// The stub scenarios and simulated conditions the test-only launch flags choose.
///
/// Compiled into debug builds only: a release binary holds none of this code, so
/// no launch argument can sign anyone in there.
enum TestScenarios {
    /// The account `--mock-logged-in-user` signs in.
    static let standardUser = User(email: "user@example.com")

    /// Latency of a normal stub request: small but real, so every journey exercises
    /// the path where the answer arrives after the command's reply.
    static let defaultLatencyMilliseconds = 2
    /// Latency under `--network slow`.
    static let slowLatencyMilliseconds = 1_500

    static func networkConditions(profile: LaunchOptions.NetworkProfile, latency: Int?) -> NetworkSimulator.Conditions {
        switch profile {
        case .online:
            NetworkSimulator.Conditions(latencyMilliseconds: latency ?? defaultLatencyMilliseconds)
        case .slow:
            NetworkSimulator.Conditions(latencyMilliseconds: latency ?? slowLatencyMilliseconds)
        case .offline:
            NetworkSimulator.Conditions(latencyMilliseconds: latency ?? defaultLatencyMilliseconds, isOffline: true)
        case .flaky:
            NetworkSimulator.Conditions(latencyMilliseconds: latency ?? defaultLatencyMilliseconds, isFlaky: true)
        }
    }

    /// Seeds the data the scenario flags ask for, after any reset.
    static func seed(_ scenarios: Set<LaunchOptions.Scenario>, sessions: any SessionRepository) {
        if scenarios.contains(.mockLoggedInUser) {
            sessions.setCurrentUser(standardUser)
        }
    }

    /// Lets a test change the simulated network while the app runs (`network` to
    /// `online`, `offline`, `slow` or `flaky`), as a device's connection comes and goes.
    static func conditionHandler(for network: NetworkSimulator) -> (String, String) -> CommandRefusal? {
        { [weak network] name, value in
            guard name == "network" else {
                return CommandRefusal(.unsupported, "unknown condition '\(name)'; the app simulates: network")
            }
            guard let network, let profile = LaunchOptions.NetworkProfile(rawValue: value) else {
                return CommandRefusal(.unsupported, "unknown network condition '\(value)'; expected online, offline, slow or flaky")
            }
            network.conditions = networkConditions(profile: profile, latency: nil)
            return nil
        }
    }
}
#endif
