@testable import AppAutomation
@testable import DemoApp
@testable import TerminalUI
import Testing

/// Arguments the app refuses and the verdict it must give.
struct RefusalCase: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let verdict: String

    var testDescription: String { arguments.joined(separator: " ") }
}

@Suite("Checking launch arguments without starting")
struct LaunchArgumentCheckTests {
    @Test("arguments a launch takes are accepted")
    func accepted() {
        #expect(
            LaunchOptions.parser.verdict(arguments: ["--uitesting", "--network", "slow"], environment: [:], allowsTestFlags: true)
                == "launch-arguments ok\n")
    }

    @Test(
        "a refusal names the index of the argument at fault and the parser's reason",
        arguments: [
            RefusalCase(
                arguments: ["--uitesting", "--mock-catalg"],
                verdict: "launch-arguments refused 1\nunknown launch argument '--mock-catalg'; did you mean '--mock-catalog'?\n"),
            RefusalCase(
                arguments: ["--network", "offlin"],
                verdict: "launch-arguments refused 1\n"
                    + "launch argument '--network' has the invalid value 'offlin': expected online, offline, slow or flaky.\n"),
            RefusalCase(
                arguments: ["--latency-ms=x"],
                verdict: "launch-arguments refused 0\n"
                    + "launch argument '--latency-ms' has the invalid value 'x': expected a whole number of milliseconds from 0 to 600000.\n"),
            RefusalCase(arguments: ["--uitesting", "--locale"], verdict: "launch-arguments refused 1\nlaunch argument '--locale' needs a value: en|es|ja.\n"),
        ])
    func refused(_ example: RefusalCase) {
        #expect(LaunchOptions.parser.verdict(arguments: example.arguments, environment: [:], allowsTestFlags: true) == example.verdict)
    }

    @Test("a release build refuses a test flag at its index, and one set by environment at none")
    func release() {
        let byArgument = LaunchOptions.parser.verdict(arguments: ["--locale", "es", "--uitesting"], environment: [:], allowsTestFlags: false)
        let byEnvironment = LaunchOptions.parser.verdict(arguments: [], environment: ["DEMOAPP_UITESTING": "1"], allowsTestFlags: false)

        #expect(byArgument.hasPrefix("launch-arguments refused 2\n'--uitesting' is a test-only launch argument"))
        #expect(byEnvironment.hasPrefix("launch-arguments refused -1\nthe environment variable 'DEMOAPP_UITESTING'"))
    }
}
