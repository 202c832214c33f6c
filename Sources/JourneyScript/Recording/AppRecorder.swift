import Driver
import ScreenModel

/// One recording in the person's terminal: the app runs headless under the driver, its
/// pushed screens are drawn in the terminal with the recorder's status line below, and
/// each key or click is turned into a step (`AppRecording`) until the person saves.
struct AppRecorder {
    /// The person's terminal.
    let terminal: RecorderTerminal
    /// The app, not yet launched.
    let app: App
    /// The flags of the script's `launch` step.
    let launchArguments: [String]

    /// Launches the app, records until the person saves (Ctrl-D, Ctrl-C, or `q` where no
    /// field takes it), puts the terminal back, ends the app, and returns the script.
    ///
    /// - Throws: `StepFailure` when the app cannot be launched; the terminal is untouched then.
    func run() async throws(StepFailure) -> RecordedScript {
        let redraw = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let status = RecorderStatus { redraw.continuation.yield() }
        var recording = AppRecording(app: app, launchArguments: launchArguments, status: status)
        do throws(StepFailure) {
            try await recording.launch()
        } catch {
            await app.terminate()
            throw error
        }

        terminal.enter()
        let inputs = AsyncStream<[UInt8]?>.makeStream()
        terminal.startReading { inputs.continuation.yield($0) }
        let drawing = Task { [terminal, app] in
            await withTaskGroup(of: Void.self) { group in
                group.addTask { await Self.watchScreens(of: app, redraw: redraw.continuation) }
                group.addTask {
                    for await _ in redraw.stream { terminal.draw(app.tree, status: status.line) }
                }
            }
        }
        redraw.continuation.yield()

        reading: for await bytes in inputs.stream {
            guard let bytes else { break }
            for input in RecorderInput.decode(bytes) {
                if await recording.handle(input) == .finish { break reading }
            }
            redraw.continuation.yield()
        }

        terminal.stopReading()
        redraw.continuation.finish()
        await app.terminate()
        drawing.cancel()
        await drawing.value
        terminal.restore()
        return recording.script
    }

    /// Asks for a redraw each time the app pushes a new screen, until it ends.
    private static func watchScreens(of app: App, redraw: AsyncStream<Void>.Continuation) async {
        guard let wait = try? app.detachedScreenWait() else { return }
        var generation = app.tree?.generation
        while !Task.isCancelled {
            do throws(DriverError) {
                let seen = generation
                try await wait(.seconds(3_600)) { $0.generation != seen }
            } catch  where error.code == .timeout {
                continue
            } catch {
                return
            }
            generation = app.tree?.generation
            redraw.yield()
        }
    }
}
