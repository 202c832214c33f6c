@testable import AppAutomation
@testable import DemoApp
import ScreenModel
@testable import TerminalUI
import Testing

@Suite("Launch options")
struct LaunchOptionsTests {
    let debug = ShopLaunchParser(allowsTestFlags: true)
    let release = ShopLaunchParser(allowsTestFlags: false)

    @Test("no arguments give the ordinary app")
    func defaults() throws {
        #expect(try debug.parse(arguments: [], environment: [:]) == LaunchOptions())
    }

    @Test("the seeds' flags are understood")
    func seedFlags() throws {
        let options = try debug.parse(
            arguments: [
                "--uitesting", "--reset-state", "--mock-catalog", "--mock-orders",
                "--mock-logged-in-user", "--mock-cart-with-item",
            ], environment: [:])

        #expect(options.uiTesting)
        #expect(options.resetState)
        #expect(options.scenarios == Set(LaunchOptions.Scenario.allCases))
    }

    @Test("flags with values take them as the next argument or after '='")
    func valuedFlags() throws {
        let options = try debug.parse(
            arguments: [
                "--network", "flaky", "--latency-ms=40", "--payment", "declined",
                "--clock", "virtual", "--terminal-size", "100x30", "--state-dir", "/tmp/x",
            ],
            environment: [:])

        #expect(options.network == .flaky)
        #expect(options.latencyMilliseconds == 40)
        #expect(options.paymentDeclined)
        #expect(options.clock == .virtual)
        #expect(options.terminalSize?.width == 100)
        #expect(options.stateDirectory == "/tmp/x")
    }

    @Test(
        "the locale comes from --locale or the iOS form -AppleLanguages (es)",
        arguments: [
            ["--locale", "es"], ["-AppleLanguages", "(es)"], ["-AppleLanguages", "(\"es-ES\")"],
        ])
    func locale(arguments: [String]) throws {
        #expect(try debug.parse(arguments: arguments, environment: [:]).locale == .es)
    }

    @Test(
        "-AppleLanguages takes the first of the app's languages the list names, by language, in any case",
        arguments: [
            ("(ja)", AppLocale.ja), ("es", .es), ("(\"ja-JP\", en)", .ja), ("(fr, es)", .es), ("(ES)", .es), ("( en_GB )", .en),
            ("('es-419')", .es), ("(de, fr-CA, ja)", .ja),
        ])
    func appleLanguagesPreference(value: String, locale: AppLocale) throws {
        #expect(try debug.parse(arguments: ["-AppleLanguages", value], environment: [:]).locale == locale)
    }

    @Test(
        "-AppleLanguages refuses a list naming none of the app's languages, even one that starts like one",
        arguments: [
            "(esperanto)", "(eo)", "(jam)", "(english)", "()", "(fr, de)", "(e)",
        ])
    func appleLanguagesUnknown(value: String) {
        let error = #expect(throws: LaunchFlagError.self) { try debug.parse(arguments: ["-AppleLanguages", value], environment: [:]) }

        #expect(
            error
                == .invalidValue(
                    flag: "-AppleLanguages", value: value,
                    expected: "a list of languages naming en, es or ja, e.g. (es) or (\"ja-JP\", en)"))
    }

    @Test("--terminal-size takes sizes from 20x10 to 1000x1000", arguments: ["20x10", "1000x1000", "20x1000", "1000x10", "80x24"])
    func terminalSizeWithinLimits(value: String) throws {
        let options = try debug.parse(arguments: ["--terminal-size", value], environment: [:])

        #expect(options.terminalSize?.description == value)
    }

    @Test(
        "--terminal-size refuses a size outside its limits, stating them",
        arguments: [
            "19x10", "20x9", "1001x24", "80x1001", "0x0", "-80x24", "80x", "80*24", "80x24x2",
        ])
    func terminalSizeOutsideLimits(value: String) {
        let error = #expect(throws: LaunchFlagError.self) { try debug.parse(arguments: ["--terminal-size", value], environment: [:]) }

        #expect(error == .invalidValue(flag: "--terminal-size", value: value, expected: "WIDTHxHEIGHT from 20x10 to 1000x1000 cells, e.g. 80x24"))
        #expect(LaunchOptions.parser.usage.contains("the screen size in cells, from 20x10 to 1000x1000"))
    }

    @Test("environment variables set the same options")
    func environment() throws {
        let options = try debug.parse(arguments: [], environment: ["DEMOAPP_UITESTING": "1", "DEMOAPP_NETWORK": "slow", "DEMOAPP_MOCK_ORDERS": "yes"])

        #expect(options.uiTesting)
        #expect(options.network == .slow)
        #expect(options.scenarios == [.mockOrders])
    }

    @Test("each flag's variable is the prefix and its name in capitals, dashes as underscores, unless the flag names its own")
    func environmentKeys() throws {
        let parser = LaunchOptions.parser
        let keys = Dictionary(uniqueKeysWithValues: parser.flags.map { ($0.name, parser.environmentKey(of: $0)) })

        #expect(keys["--uitesting"] == "DEMOAPP_UITESTING")
        #expect(keys["--mock-logged-in-user"] == "DEMOAPP_MOCK_LOGGED_IN_USER")
        #expect(keys["-AppleLanguages"] == "DEMOAPP_APPLE_LANGUAGES")
    }

    @Test("an argument wins over the environment")
    func argumentsWin() throws {
        let options = try debug.parse(arguments: ["--locale", "ja"], environment: ["DEMOAPP_LOCALE": "es"])

        #expect(options.locale == .ja)
    }

    @Test("an unknown flag is refused by name, with the valid ones listed")
    func unknownFlag() throws {
        let error = #expect(throws: LaunchFlagError.self) { try debug.parse(arguments: ["--mock-everything"], environment: [:]) }

        #expect(error == .unknownFlag("--mock-everything"))
        let explanation = try #require(error.map(LaunchOptions.parser.explanation(of:)))
        #expect(explanation.hasPrefix("unknown launch argument '--mock-everything'"))
        #expect(explanation.contains("--mock-catalog"))
        #expect(explanation.contains("--debug-save-loop"))
    }

    @Test(
        "a malformed value is refused naming the flag and what it expects",
        arguments: [
            (["--network", "sideways"], "--network"),
            (["--latency-ms", "-3"], "--latency-ms"),
            (["--terminal-size", "80by24"], "--terminal-size"),
            (["--payment", "approved"], "--payment"),
            (["--locale", "fr"], "--locale"),
            (["--debug-crash-at", "0:abort"], "--debug-crash-at"),
            (["--debug-crash-at", "3:explode"], "--debug-crash-at"),
            (["--debug-hang-at", "soon"], "--debug-hang-at"),
        ])
    func malformedValue(arguments: [String], flag: String) {
        let error = #expect(throws: LaunchFlagError.self) { try debug.parse(arguments: arguments, environment: [:]) }

        guard case let .invalidValue(named, _, _) = error else { Issue.record("expected an invalid value, got \(String(describing: error))"); return }
        #expect(named == flag)
    }

    @Test("a flag missing its value is refused")
    func missingValue() {
        #expect(throws: LaunchFlagError.missingValue(flag: "--network", expected: "online|offline|slow|flaky")) {
            try debug.parse(arguments: ["--network"], environment: [:])
        }
    }

    @Test(
        "a release build refuses every test-only flag, naming it",
        arguments: [
            "--uitesting", "--mock-logged-in-user", "--reset-state", "--mock-catalog", "--debug-save-loop", "--debug-no-first-tree",
            "--debug-ignore-sigterm",
        ])
    func releaseRefusesTestFlags(flag: String) {
        let error = #expect(throws: LaunchFlagError.self) { try release.parse(arguments: [flag], environment: [:]) }

        #expect(error == .testFlagInReleaseBuild(flag))
        #expect(error?.description.contains("refused in release builds") == true)
    }

    @Test("a release build refuses test-only flags from the environment too")
    func releaseRefusesTestEnvironment() {
        #expect(throws: LaunchFlagError.testFlagInReleaseBuild("DEMOAPP_MOCK_LOGGED_IN_USER")) {
            try release.parse(arguments: [], environment: ["DEMOAPP_MOCK_LOGGED_IN_USER": "1"])
        }
    }

    @Test("a release build still takes the person's flags")
    func releaseTakesOrdinaryFlags() throws {
        let options = try release.parse(arguments: ["--locale", "es", "--terminal-size", "80x24", "--state-dir", "/tmp/s"], environment: [:])

        #expect(options.locale == .es)
    }
}
