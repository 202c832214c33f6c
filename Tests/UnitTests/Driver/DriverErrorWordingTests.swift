import Driver
import ScreenModel
import SystemLayer
import Testing

/// A reason and the headline it must read as.
struct WordingCase: Sendable, CustomTestStringConvertible {
    let reason: DriverError.Reason
    let message: String
    var testDescription: String { message }
}

@Suite("How driver errors read")
struct DriverErrorWordingTests {
    static let launchProblems: [WordingCase] = [
        WordingCase(
            reason: .launchFailed(executable: "/x/Shop", problem: .noExecutable(path: "/x/Shop")),
            message: "launchFailed: cannot launch /x/Shop: no executable at /x/Shop; build it first with `swift build --product Shop` (swift test and swift run build it for you)"),
        WordingCase(
            reason: .launchFailed(executable: "/x/Shop", problem: .notExecutable(path: "/x/Shop")),
            message: "launchFailed: cannot launch /x/Shop: /x/Shop is not executable; make it executable (chmod +x) or rebuild it"),
        WordingCase(
            reason: .launchFailed(executable: "vim", problem: .programNotFound(command: "vim", searchPath: nil)),
            message: "launchFailed: cannot launch vim: no program named vim on PATH (unset); install it, or give its full path"),
        WordingCase(
            reason: .launchFailed(executable: "./a.out", problem: .programNotFound(command: "./a.out", searchPath: "/bin")),
            message: "launchFailed: cannot launch ./a.out: no executable file at ./a.out; install it, or give its full path"),
        WordingCase(
            reason: .launchFailed(executable: "/x/blob", problem: .cannotSpawn(DriverError.SystemError(code: ErrorNumber.notExecutableFormat))),
            message: "launchFailed: cannot launch /x/blob: cannot start /x/blob: Exec format error; "
                + "it is not a program this machine can run: build it for this machine, or start a script with a #! line"),
        WordingCase(
            reason: .launchFailed(executable: "/x/Shop", problem: .cannotSpawn(DriverError.SystemError(code: ErrorNumber.permissionDenied))),
            message:
                "launchFailed: cannot launch /x/Shop: cannot start /x/Shop: Permission denied; build it first with `swift build --product Shop` (swift test and swift run build it for you)"
        ),
        WordingCase(
            reason: .launchFailed(executable: "/x/Shop", problem: .cannotCreateChannel(DriverError.SystemError(code: ErrorNumber.tooManyOpenFiles))),
            message: "launchFailed: cannot launch /x/Shop: cannot create the automation channel: Too many open files"),
        WordingCase(
            reason: .launchFailed(executable: "/x/Shop", problem: .cannotCreateLogPipe(DriverError.SystemError(code: ErrorNumber.tooManyOpenFiles))),
            message: "launchFailed: cannot launch /x/Shop: cannot create the log pipe: Too many open files"),
        WordingCase(
            reason: .launchFailed(executable: "less", problem: .cannotOpenPseudoTerminal(DriverError.SystemError(code: ErrorNumber.noSpace))),
            message: "launchFailed: cannot launch less: cannot open a pseudo-terminal: No space left on device"),
        WordingCase(
            reason: .launchFailed(executable: "less", problem: .cannotStartOnTerminal(.execute, DriverError.SystemError(code: ErrorNumber.notExecutableFormat))),
            message: "launchFailed: cannot launch less: cannot execute less: Exec format error; check that it is a program for this machine"),
        WordingCase(
            reason: .launchFailed(executable: "less", problem: .cannotStartOnTerminal(.session, DriverError.SystemError(code: ErrorNumber.notPermitted))),
            message: "launchFailed: cannot launch less: cannot start its session: Operation not permitted"),
        WordingCase(
            reason: .launchFailed(executable: "less", problem: .cannotStartWatcherThread(DriverError.SystemError(code: ErrorNumber.wouldBlock))),
            message: "launchFailed: cannot launch less: cannot start a thread to watch it: Resource temporarily unavailable"),
        WordingCase(
            reason: .launchFailed(executable: "the app", problem: .cannotCreateStateDirectory(base: "/dev/shm/x", DriverError.SystemError(code: ErrorNumber.notADirectory))),
            message: "launchFailed: cannot launch the app: cannot create a state directory in /dev/shm/x: Not a directory; "
                + "check that /dev/shm/x exists and is writable, or set \(App.stateRootEnvironmentKey) to a folder that is"),
        WordingCase(
            reason: .launchFailed(executable: "/x/Shop", problem: .exitedBeforeFirstScreen(nil)),
            message: "launchFailed: cannot launch /x/Shop: it exited with an unknown status before sending its first screen"),
    ]

    static let protocolProblems: [WordingCase] = [
        WordingCase(
            reason: .protocolError(.unreadableMessage(detail: "unknown message kind 0x7f")),
            message: "protocolError: the app sent an unreadable message: unknown message kind 0x7f"),
        WordingCase(
            reason: .protocolError(.versionMismatch(app: 9, driver: 2)),
            message: "protocolError: the app speaks automation protocol version 9 and this driver version 2; build the app and the driver from the same sources"),
        WordingCase(
            reason: .protocolError(.rejectedByApp(detail: "unknown message kind 0xff")),
            message: "protocolError: the app rejected a message from the driver: unknown message kind 0xff"),
    ]

    static let program = "sh -c 'cat'"
    static func onTerminal(_ action: DriverError.TerminalAction) -> DriverError.Attempt {
        DriverError.Attempt(.onTerminal(action, program: program))
    }

    static let terminalFailures: [WordingCase] = [
        WordingCase(
            reason: .elementNotInteractable(onTerminal(.press(.function(13))), .noKeyEncoding(.function(13)), waited: .zero),
            message: "elementNotInteractable: cannot press(f13) (sh -c 'cat'): a terminal has no encoding for f13"),
        WordingCase(
            reason: .elementNotInteractable(onTerminal(.type("ls\n")), .notReadingInput(pendingBytes: 70_000), waited: .zero),
            message: "elementNotInteractable: cannot type \"ls\\n\" (sh -c 'cat'): the program has not read the last 70000 bytes of input, so it is not reading its terminal"),
        WordingCase(
            reason: .elementNotInteractable(onTerminal(.click(x: 90, y: 2, onText: nil)), .outsideScreen(x: 90, y: 2, columns: 80, rows: 24), waited: .zero),
            message: "elementNotInteractable: cannot click(x: 90, y: 2) (sh -c 'cat'): (90, 2) is off the 80x24 screen"),
        WordingCase(
            reason: .elementNotInteractable(onTerminal(.click(x: 300, y: 1, onText: "far")), .beyondLegacyMouse(x: 300, y: 1), waited: .zero),
            message: "elementNotInteractable: cannot click(onText: \"far\") (sh -c 'cat'): (300, 1) is beyond column or row 223, which the legacy mouse encoding cannot express; "
                + "the program should turn on SGR mouse mode (1006)"),
        WordingCase(
            reason: .appNotRunning(onTerminal(.sendBytes(count: 3))),
            message: "appNotRunning: cannot send 3 bytes: the app is not running; call launch() first"),
        WordingCase(
            reason: .appNotRunning(onTerminal(.resize(columns: 100, rows: 30))),
            message: "appNotRunning: cannot resize to 100x30: the app is not running; call launch() first"),
        WordingCase(
            reason: .programCrashed(status: .exited(3), during: onTerminal(.waitUntilGone("busy")), lastInput: .paste("a\"b")),
            message: "appCrashed: the app ended with exit code 3 while the driver was trying to wait for \"busy\" to leave the screen (the last input sent: paste \"a\\\"b\")"),
        WordingCase(
            reason: .programQuiet(onTerminal(.waitForExit), waited: .seconds(5), quietFor: .seconds(2)),
            message: "timeout: sh -c 'cat' exiting did not happen within 5 s; the program's last output came 2 s before the wait gave up; the screen it left is below"),
        WordingCase(
            reason: .programQuiet(onTerminal(.waitUntilQuiet(.milliseconds(50))), waited: .seconds(1), quietFor: .zero),
            message:
                "timeout: the output staying quiet for 50 ms did not happen within 1 s; the program's last output came 0 µs before the wait gave up; the screen it left is below"),
        WordingCase(
            reason: .programQuiet(onTerminal(.waitForCondition(description: "a prompt")), waited: .seconds(1), quietFor: .zero),
            message: "timeout: a prompt did not happen within 1 s; the program's last output came 0 µs before the wait gave up; the screen it left is below"),
        WordingCase(
            reason: .programQuiet(onTerminal(.waitForMatch), waited: .seconds(1), quietFor: .zero),
            message:
                "timeout: a match of the regular expression did not happen within 1 s; the program's last output came 0 µs before the wait gave up; the screen it left is below"),
    ]

    static let appRefusals: [WordingCase] = [
        WordingCase(
            reason: .deviceConditionRefused(name: "battery", value: "low", refusal: CommandRefusal(.unsupportedCondition, "unknown condition 'battery'")),
            message: "deviceConditionRefused: cannot set the device's battery to low: unknown condition 'battery'"),
        WordingCase(
            reason: .elementNotInteractable(DriverError.Attempt(.swipe(.up)), .refusedByApp(CommandRefusal(.notInteractable, "read-only")), waited: .zero),
            message: "elementNotInteractable: cannot swipeUp: read-only (after 0 µs)"),
    ]

    @Test("each launch problem says what failed and, where there is one, what to do", arguments: launchProblems)
    func launchProblem(_ example: WordingCase) {
        #expect(DriverError(example.reason).message == example.message)
    }

    @Test("each protocol problem says what went wrong on the channel", arguments: protocolProblems)
    func protocolProblem(_ example: WordingCase) {
        #expect(DriverError(example.reason).message == example.message)
        #expect(DriverError(example.reason).code == .protocolError)
    }

    @Test("a failure on a terminal names the action as the test wrote it, and the program when it refuses", arguments: terminalFailures)
    func terminalFailure(_ example: WordingCase) {
        #expect(DriverError(example.reason).message == example.message)
    }

    @Test("an app's refusal is quoted in its own words", arguments: appRefusals)
    func appRefusal(_ example: WordingCase) {
        #expect(DriverError(example.reason).message == example.message)
    }

    @Test("a program that ends is an appCrashed failure, like an app that ends")
    func programCrashedCode() {
        let error = DriverError(.programCrashed(status: .signaled(Signal.kill), during: Self.onTerminal(.waitForExit), lastInput: nil))

        #expect(error.code == .appCrashed)
        #expect(error.message == "appCrashed: the app ended with signal 9 (SIGKILL) while the driver was trying to wait for the program to exit")
    }
}
