import AppAutomation
import ScreenModel

/// Everything the launch arguments and environment asked for, parsed once, in one
/// place, before anything else runs.
struct LaunchOptions: AppLaunchOptions, Equatable {
    /// A scenario that seeds data at launch (test-only).
    enum Scenario: String, CaseIterable {
        case mockCatalog = "--mock-catalog"
        case mockOrders = "--mock-orders"
        case mockLoggedInUser = "--mock-logged-in-user"
        case mockCartWithItem = "--mock-cart-with-item"
    }

    /// How the simulated network behaves (test-only).
    enum NetworkProfile: String, CaseIterable {
        case online, offline, slow, flaky
    }

    /// The options every automated app shares: `--uitesting`, `--reset-state`,
    /// `--clock`, `--terminal-size`, `--state-dir`.
    var automation = AutomationOptions()
    var scenarios: Set<Scenario> = []
    var network: NetworkProfile?
    var latencyMilliseconds: Int?
    var paymentDeclined = false
    var locale: AppLocale = .en
    #if DEBUG
    /// The misbehaviour the debug fault flags ask for (`Fixtures/`).
    var faults = FaultPlan()
    #endif

    /// The shop with nothing asked for: signed out, online, in English.
    init() {}

    /// `--uitesting`: built from stubs for UI tests.
    var uiTesting: Bool {
        get { automation.uiTesting }
        set { automation.uiTesting = newValue }
    }
    /// `--reset-state`: persisted state wiped before anything reads it.
    var resetState: Bool {
        get { automation.resetState }
        set { automation.resetState = newValue }
    }
    /// `--state-dir`: where persisted state lives.
    var stateDirectory: String? {
        get { automation.stateDirectory }
        set { automation.stateDirectory = newValue }
    }
    /// `--terminal-size`: the screen size in cells.
    var terminalSize: Size? {
        get { automation.terminalSize }
        set { automation.terminalSize = newValue }
    }
    /// `--clock`: whether timers run on a clock the driver advances.
    var clock: ClockMode {
        get { automation.clock }
        set { automation.clock = newValue }
    }
}

extension LaunchOptions {
    /// Reads launch arguments and `DEMOAPP_*` environment variables: the kit's shared
    /// flags, then the shop's own, then the driver's fault fixtures'
    /// (`Fixtures/LaunchOptions+FaultFlags.swift`). Arguments win over the environment.
    static let parser = LaunchParser<LaunchOptions>(environmentPrefix: "DEMOAPP_", appFlags: shopFlags + faultFlags)

    /// The shop's own flags.
    private static let shopFlags: [LaunchFlag<LaunchOptions>] =
        Scenario.allCases.map { scenario in
            LaunchFlag(scenario.rawValue, testOnly: true, summary: "seed the \(scenario.rawValue.dropFirst(7)) scenario") { options, _ in
                options.scenarios.insert(scenario)
            }
        } + [
            LaunchFlag("--network", value: "online|offline|slow|flaky", testOnly: true, summary: "how the simulated network behaves") {
                options, value throws(LaunchFlagError) in
                guard let profile = NetworkProfile(rawValue: value) else {
                    throw .invalidValue(flag: "--network", value: value, expected: "online, offline, slow or flaky")
                }
                options.network = profile
            },
            LaunchFlag("--latency-ms", value: "N", testOnly: true, summary: "milliseconds every simulated request takes") {
                options, value throws(LaunchFlagError) in
                guard let milliseconds = Int(value), (0...600_000).contains(milliseconds) else {
                    throw .invalidValue(flag: "--latency-ms", value: value, expected: "a whole number of milliseconds from 0 to 600000")
                }
                options.latencyMilliseconds = milliseconds
            },
            LaunchFlag("--payment", value: "declined", testOnly: true, summary: "make every payment fail") { options, value throws(LaunchFlagError) in
                guard value == "declined" else { throw .invalidValue(flag: "--payment", value: value, expected: "declined") }
                options.paymentDeclined = true
            },
            LaunchFlag("--locale", value: "en|es|ja", testOnly: false, summary: "the language labels are shown in") { options, value throws(LaunchFlagError) in
                guard let locale = AppLocale(rawValue: value) else { throw .invalidValue(flag: "--locale", value: value, expected: "en, es or ja") }
                options.locale = locale
            },
            LaunchFlag(
                "-AppleLanguages", value: "(en)|(es)|(ja)", environmentKey: "DEMOAPP_APPLE_LANGUAGES", testOnly: false,
                summary: "the same, in the form iOS tests pass it"
            ) { options, value throws(LaunchFlagError) in
                guard let locale = AppleLanguages.preferredLocale(value) else {
                    throw .invalidValue(flag: "-AppleLanguages", value: value, expected: "a list of languages naming en, es or ja, e.g. (es) or (\"ja-JP\", en)")
                }
                options.locale = locale
            },
        ]
}
