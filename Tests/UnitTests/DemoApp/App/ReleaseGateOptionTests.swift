@testable import AppAutomation
@testable import DemoApp
@testable import TerminalUI
import Testing

/// The release gate, flag by flag and variable by variable, from lists written out here:
/// a flag that became ordinary (or test-only) by mistake fails, whatever the flag table says.
@Suite("Release gate, every flag")
struct ReleaseGateOptionTests {
    let release = ShopLaunchParser(allowsTestFlags: false)
    let debug = ShopLaunchParser(allowsTestFlags: true)

    /// Every test-only flag with a valid value, and its environment variable.
    static let testOnly: [(arguments: [String], variable: String, value: String)] = [
        (["--uitesting"], "DEMOAPP_UITESTING", "1"),
        (["--reset-state"], "DEMOAPP_RESET_STATE", "1"),
        (["--mock-catalog"], "DEMOAPP_MOCK_CATALOG", "1"),
        (["--mock-orders"], "DEMOAPP_MOCK_ORDERS", "1"),
        (["--mock-logged-in-user"], "DEMOAPP_MOCK_LOGGED_IN_USER", "1"),
        (["--mock-cart-with-item"], "DEMOAPP_MOCK_CART_WITH_ITEM", "1"),
        (["--network", "offline"], "DEMOAPP_NETWORK", "offline"),
        (["--latency-ms", "5"], "DEMOAPP_LATENCY_MS", "5"),
        (["--payment", "declined"], "DEMOAPP_PAYMENT", "declined"),
        (["--clock", "virtual"], "DEMOAPP_CLOCK", "virtual"),
        (["--debug-crash-at", "1:abort"], "DEMOAPP_DEBUG_CRASH_AT", "1:abort"),
        (["--debug-hang-at", "1"], "DEMOAPP_DEBUG_HANG_AT", "1"),
        (["--debug-no-first-tree"], "DEMOAPP_DEBUG_NO_FIRST_TREE", "1"),
        (["--debug-exit-before-first-tree"], "DEMOAPP_DEBUG_EXIT_BEFORE_FIRST_TREE", "1"),
        (["--debug-ignore-sigterm"], "DEMOAPP_DEBUG_IGNORE_SIGTERM", "1"),
        (["--debug-no-parent-death-signal"], "DEMOAPP_DEBUG_NO_PARENT_DEATH_SIGNAL", "1"),
        (["--debug-save-loop"], "DEMOAPP_DEBUG_SAVE_LOOP", "1"),
    ]

    /// Every flag a person may use in a release build, with a valid value, and its variable.
    static let ordinary: [(arguments: [String], variable: String, value: String)] = [
        (["--locale", "ja"], "DEMOAPP_LOCALE", "ja"),
        (["-AppleLanguages", "(es)"], "DEMOAPP_APPLE_LANGUAGES", "(es)"),
        (["--terminal-size", "100x30"], "DEMOAPP_TERMINAL_SIZE", "100x30"),
        (["--state-dir", "/tmp/state"], "DEMOAPP_STATE_DIR", "/tmp/state"),
    ]

    @Test("the lists here name every flag the app knows, so none escapes them")
    func listsAreComplete() {
        let listed = Set((Self.testOnly + Self.ordinary).map { $0.arguments[0] })

        #expect(listed == Set(LaunchOptions.parser.flags.map(\.name)))
    }

    @Test("a release build refuses each test-only flag as an argument, naming it", arguments: testOnly.map(\.arguments))
    func refusesArgument(arguments: [String]) {
        #expect(throws: LaunchFlagError.testFlagInReleaseBuild(arguments[0])) {
            try release.parse(arguments: arguments, environment: [:])
        }
    }

    @Test(
        "a release build refuses each test-only flag's environment variable, values included, naming it",
        arguments: testOnly.map { [$0.variable, $0.value] })
    func refusesVariable(pair: [String]) {
        #expect(throws: LaunchFlagError.testFlagInReleaseBuild(pair[0])) {
            try release.parse(arguments: [], environment: [pair[0]: pair[1]])
        }
    }

    @Test(
        "a debug build takes each test-only flag, as an argument or a variable, to the same effect",
        arguments: testOnly.map { [$0.variable, $0.value] + $0.arguments })
    func debugTakesBoth(entry: [String]) throws {
        let fromArgument = try debug.parse(arguments: Array(entry.dropFirst(2)), environment: [:])
        let fromVariable = try debug.parse(arguments: [], environment: [entry[0]: entry[1]])

        #expect(fromArgument == fromVariable)
        #expect(fromArgument != LaunchOptions())
    }

    @Test(
        "a release build takes each ordinary flag, as an argument or a variable, to the same effect",
        arguments: ordinary.map { [$0.variable, $0.value] + $0.arguments })
    func releaseTakesOrdinary(entry: [String]) throws {
        let fromArgument = try release.parse(arguments: Array(entry.dropFirst(2)), environment: [:])
        let fromVariable = try release.parse(arguments: [], environment: [entry[0]: entry[1]])

        #expect(fromArgument == fromVariable)
        #expect(fromArgument != LaunchOptions())
    }

    @Test(
        "a switch's variable set to 0, false, no or nothing leaves it off, in a release build too",
        arguments: ["0", "false", "no", "", "NO", "False"])
    func offValues(value: String) throws {
        #expect(try release.parse(arguments: [], environment: ["DEMOAPP_UITESTING": value]) == LaunchOptions())
        #expect(try debug.parse(arguments: [], environment: ["DEMOAPP_UITESTING": value]).uiTesting == false)
    }

    @Test("the usage lists each flag on a line of its own, its summary from column 41, test-only ones marked")
    func usageLayout() {
        let lines = LaunchOptions.parser.usage.split(separator: "\n").dropFirst()

        #expect(lines.count == LaunchOptions.parser.flags.count)
        for (line, flag) in zip(lines, LaunchOptions.parser.flags) {
            #expect(line.hasPrefix("  " + flag.name))
            #expect(String(line.dropFirst(40)).hasPrefix(flag.summary), "\(line)")
            #expect(line.hasSuffix(" (debug builds only)") == flag.isTestOnly, "\(line)")
        }
    }
}
