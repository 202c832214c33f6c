/// A launch argument a journey asks for on top of `--uitesting --reset-state`: a seeded
/// scenario or a simulated condition, as the demo app documents them.
struct LaunchOption: Sendable {
    /// The arguments, as the app reads them.
    let arguments: [String]

    /// Opens in the shop as a guest with the stub catalog.
    static let mockCatalog = LaunchOption(arguments: ["--mock-catalog"])
    /// Seeds three past orders for each stub account.
    static let mockOrders = LaunchOption(arguments: ["--mock-orders"])
    /// Starts signed in as `user@example.com`.
    static let mockLoggedInUser = LaunchOption(arguments: ["--mock-logged-in-user"])
    /// Opens in the shop as a guest with one Canvas Tote Bag in the cart.
    static let mockCartWithItem = LaunchOption(arguments: ["--mock-cart-with-item"])
    /// Declines every payment.
    static let paymentDeclined = LaunchOption(arguments: ["--payment", "declined"])
    /// Runs the app's timers on a clock the driver advances (waits fast-forward it).
    static let virtualClock = LaunchOption(arguments: ["--clock", "virtual"])
    /// Runs the app's timers on the real clock, whatever the configuration says.
    static let realClock = LaunchOption(arguments: ["--clock", "real"])

    /// The simulated network: `online`, `offline`, `slow` (1.5 s a request) or `flaky`.
    static func network(_ profile: NetworkProfile) -> LaunchOption {
        LaunchOption(arguments: ["--network", profile.rawValue])
    }

    /// The language labels are shown in.
    static func locale(_ locale: JourneyLocale) -> LaunchOption {
        LaunchOption(arguments: locale.launchArguments)
    }

    /// The screen size in cells, e.g. `terminalSize(80, 24)`.
    static func terminalSize(_ width: Int, _ height: Int) -> LaunchOption {
        LaunchOption(arguments: ["--terminal-size", "\(width)x\(height)"])
    }

    /// The simulated network's behaviours.
    enum NetworkProfile: String, Sendable {
        case online, offline, slow, flaky
    }
}
