import Driver
import SystemLayer
import TerminalEmulator

extension JourneyRunner {
    /// Runs a program journey: `launch` on a terminal of its own, then each step on it.
    ///
    /// Launch configurations are an app's flags, so a program journey takes none of
    /// them: it runs the command line it names, whatever the configuration.
    func runProgram(
        _ journey: Journey, launch: ProgramLaunch, configuration: LaunchConfiguration, id: RunID,
        onStep: @Sendable (StepResult) -> Void
    ) async -> JourneyResult {
        let clock = ContinuousClock()
        let start = clock.now
        let terminal = Terminal(
            launch.command, arguments: launch.arguments, environment: launch.environmentVariables,
            columns: launch.columns, rows: launch.rows
        )
        let interruptible = interruption?.register(terminal) ?? true
        defer { interruption?.unregister(terminal) }

        var results: [StepResult] = []
        for step in journey.steps where interruptible && interruption?.signal == nil {
            let before = recordsTrees ? terminal.screen : nil
            let stepStart = clock.now
            let failure: StepFailure?
            do throws(StepFailure) {
                try await perform(step.action, on: terminal)
                failure = nil
            } catch {
                failure = error
            }
            var result = StepResult(step: step, duration: clock.now - stepStart, failure: failure)
            if recordsTrees {
                result.screenBefore = before
                result.screenAfter = terminal.screen
            }
            result.offset = stepStart - start
            if failure != nil { result.interruptedBy = interruption?.signal }
            results.append(result)
            onStep(result)
            if failure != nil { break }
        }
        let finalScreen = terminal.screen
        await terminal.terminate()
        var result = JourneyResult(
            id: id, journey: journey, configuration: configuration, steps: results,
            duration: clock.now - start, warnings: [])
        result.recording = terminal.recording
        result.finalScreen = finalScreen
        if let signal = interruption?.signal, !result.passed || !result.stepsNotRun.isEmpty {
            result.interruptedBy = signal
        }
        return result
    }

    /// Does what one step of a program journey says.
    func perform(_ action: Step.Action, on terminal: Terminal) async throws(StepFailure) {
        switch action {
        case let .expectScreen(expectation):
            try await check(expectation, on: terminal)
        case let .expectExit(code, timeout):
            let status: ExitStatus
            do throws(DriverError) {
                status = try await terminal.waitForExit(timeout: timeout)
            } catch {
                throw Self.failure(error, on: terminal)
            }
            if status != .exited(code) {
                throw StepFailure(.expectation(.exitStatus(expected: code, actual: status)), diagnostics: terminal.diagnostics)
            }
        case .tap, .typeText, .clearText, .swipe, .wait, .expect:
            // The app's steps on elements, on those read off the program's screen
            // (`Terminal+Elements.swift`): the same step, with the same waits.
            try await perform(action, onElementsOf: terminal.elements)
        default:
            do throws(DriverError) {
                try await performTerminalAction(action, on: terminal)
            } catch {
                throw Self.failure(error, on: terminal)
            }
        }
    }

    /// Does a step that is one call of the terminal driver.
    private func performTerminalAction(_ action: Step.Action, on terminal: Terminal) async throws(DriverError) {
        switch action {
        case .run:
            try await terminal.launch()
        case let .typeOnTerminal(text):
            try await terminal.type(text)
        case let .pressOnTerminal(key):
            try await terminal.press(key)
        case let .resize(columns, rows):
            try await terminal.resize(columns: columns, rows: rows)
        case let .waitForScreen(text, false, timeout):
            try await terminal.wait(forText: text, timeout: timeout)
        case let .waitForScreen(text, true, timeout):
            try await terminal.wait(untilGone: text, timeout: timeout)
        case .expectScreen, .expectExit:
            preconditionFailure("\(action) is performed by perform(_:on:)")
        case .tap, .typeText, .clearText, .swipe, .wait, .expect:
            preconditionFailure("\(action) is performed by perform(_:onElementsOf:)")
        case .launch, .relaunch, .typeVariable, .drag, .press, .typeKey, .typeKeys, .setCondition, .advanceClock, .ignoreWork, .ignoreNoWork:
            preconditionFailure("\(action) is an app's step; the parser keeps it out of program journeys")
        }
    }

    /// Waits up to the terminal's timeout for `expectation` to hold, resolving on the
    /// output that makes it hold; an expectation failure with the screen when it does not.
    private func check(_ expectation: ScreenExpectation, on terminal: Terminal) async throws(StepFailure) {
        let holds: @Sendable (TerminalScreen) -> Bool = { expectation.holds(on: $0) }
        let timeout = terminal.timeout
        do throws(DriverError) {
            try await terminal.wait(for: holds, description: "the screen to show \(expectation)", timeout: timeout)
        } catch  where (error.code == .timeout && !error.isCancellation) || !terminal.isRunning {
            // A program that has ended draws nothing more: its last screen is the answer.
            let ended = terminal.isRunning ? nil : terminal.exitStatus
            let line: String? = if case let .line(number, _, _) = expectation { terminal.screen.line(number - 1) } else { nil }
            throw StepFailure(
                .expectation(.screen(expected: expectation, waited: timeout, line: line, ended: ended)),
                diagnostics: error.diagnostics ?? terminal.diagnostics)
        } catch {
            throw Self.failure(error, on: terminal)
        }
    }

    /// A driver error as a step failure, with the terminal's screen if the error carries none.
    static func failure(_ error: DriverError, on terminal: Terminal) -> StepFailure {
        StepFailure(.driver(error), diagnostics: error.diagnostics ?? terminal.diagnostics)
    }
}
