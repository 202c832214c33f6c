import Driver
import ScreenModel
import SystemLayer
import TerminalEmulator

/// One recording of a program in the person's terminal: the program runs on a terminal
/// of the driver's, its screen is drawn in the person's terminal with the status line
/// below, and each key is sent and recorded (`ProgramRecording`) until the person
/// saves or the program ends.
struct ProgramRecorder {
    /// The person's terminal.
    let terminal: RecorderTerminal
    /// What the `run` step starts.
    let launch: ProgramLaunch

    /// Starts the program, records until the person saves or it ends, puts the terminal
    /// back, ends the program, and returns the steps.
    ///
    /// - Throws: `DriverError` when the program cannot be started; the terminal is untouched then.
    func run() async throws(DriverError) -> ProgramRecording {
        let program = Terminal(
            launch.command, arguments: launch.arguments, environment: launch.environmentVariables,
            columns: launch.columns, rows: launch.rows)
        try await program.launch()
        let redraw = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let status = RecorderStatus(keys: RecorderStatus.programKeys) { redraw.continuation.yield() }
        var recording = ProgramRecording(launch: launch, terminal: program, status: status)

        terminal.enter()
        let events = AsyncStream<Event>.makeStream()
        terminal.startReading { bytes in events.continuation.yield(bytes.map(Event.input) ?? .inputEnded) }
        let ending = Task {
            if let status = try? await program.waitForExit(timeout: .seconds(86_400)) { events.continuation.yield(.ended(status)) }
        }
        let drawing = Task { [terminal] in
            await withTaskGroup(of: Void.self) { group in
                group.addTask { await Self.watchScreen(of: program, redraw: redraw.continuation) }
                group.addTask {
                    for await _ in redraw.stream {
                        let screen = program.screen
                        terminal.draw(lines: screen.lines, cursor: Point(x: screen.cursor.x, y: screen.cursor.y), status: status.line)
                    }
                }
            }
        }
        status.update(steps: 1, paused: false, message: "started \(launch.commandLine)")

        reading: for await event in events.stream {
            switch event {
            case let .input(bytes):
                for input in RecorderInput.decode(bytes) {
                    if await recording.handle(input) == .finish { break reading }
                }
            case let .ended(exitStatus):
                recording.programEnded(with: exitStatus)
                break reading
            case .inputEnded:
                break reading
            }
        }

        terminal.stopReading()
        redraw.continuation.finish()
        await program.terminate()
        ending.cancel()
        drawing.cancel()
        await drawing.value
        terminal.restore()
        return recording
    }

    /// What the session reacts to.
    private enum Event: Sendable {
        case input([UInt8])
        case inputEnded
        case ended(ExitStatus)
    }

    /// Asks for a redraw each time the program's screen changes, until it ends.
    private static func watchScreen(of program: Terminal, redraw: AsyncStream<Void>.Continuation) async {
        @Sendable func shown(_ screen: TerminalScreen) -> [String] { screen.lines + ["\(screen.cursor.x),\(screen.cursor.y)"] }
        var last = shown(program.screen)
        while !Task.isCancelled, program.isRunning {
            let seen = last
            guard let screen = try? await program.wait(for: { shown($0) != seen }, description: "a change", timeout: .seconds(3_600)) else {
                if program.isRunning { continue } else { return }
            }
            last = shown(screen)
            redraw.yield()
        }
    }
}
