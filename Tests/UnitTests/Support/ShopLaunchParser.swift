@testable import AppAutomation
@testable import DemoApp

/// The shop's launch parser as a debug build (test flags allowed) or a release build
/// (test flags refused) has it.
struct ShopLaunchParser {
    /// Whether test-only flags are accepted.
    let allowsTestFlags: Bool

    /// The options `arguments` and `environment` ask for.
    func parse(arguments: [String], environment: [String: String]) throws(LaunchFlagError) -> LaunchOptions {
        try LaunchOptions.parser.parse(arguments: arguments, environment: environment, allowsTestFlags: allowsTestFlags)
    }
}
