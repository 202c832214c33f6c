import AutomationChannel
public import ScreenModel
import SystemLayer

extension AutomationServer {
    /// Serves `app` one scripted session in memory, as a driver would run it: the
    /// driver's hello, then each of `commands`, then the channel's end. What the app
    /// sends is dropped.
    ///
    /// For a prepared process's warm-up (see `AppLaunch.start`): every launch forked
    /// afterwards finds the runtime's type caches for serving already built, instead of
    /// building them per launch. It starts no thread, writes no file, and closes the two
    /// descriptors it opens before returning. Keep `commands` few: the script and the
    /// app's answers wait in the channel's buffers, unread, until the session ends; one
    /// that would not fit ends the session early rather than wait for ever.
    ///
    /// - Returns: whether the session ran to the channel's end (false if the channel
    ///   could not be made, the app refused the script, or the buffers overflowed).
    @discardableResult
    public static func rehearse(_ app: any AutomatableApp, commands: [Command] = [.refresh]) -> Bool {
        // Neither end blocks: with no one reading, a full buffer would be a hang.
        guard let (driverEnd, appEnd) = try? Posix.socketPair(nonBlocking: true) else { return false }
        defer {
            Posix.close(driverEnd)
            Posix.close(appEnd)
        }
        var script = OutgoingFrames()
        script.queue(DriverMessage.hello(protocolVersion: AutomationProtocol.version))
        for (index, command) in commands.enumerated() {
            script.queue(DriverMessage.command(sequence: UInt64(index + 1), command))
        }
        guard script.flush(to: driverEnd), (try? Posix.shutdownWriting(driverEnd)) != nil else { return false }
        let server = AutomationServer(descriptor: appEnd, app: app)
        server.writesCoverage = false
        return server.run() == ExitCode.channelClosed.rawValue
    }
}

/// The smallest app a prepared process can rehearse serving when its own app gives it
/// nothing better: one field, whose value follows what is typed, and, once tapped, a
/// note after it, on the real clock. Rehearsing it warms what every launch does on the
/// channel, whatever the app.
final class RehearsalApp: AutomatableApp {
    let name = "rehearsal"
    let scheduler = Scheduler(clock: MonotonicClock())
    private var text = ""
    private var tapped = false

    /// A script touching each kind of message a launch handles first: a refresh, a
    /// tap (after which the screen has one element more, so its difference matches
    /// siblings by their keys, as a launch's first new screen does), typing, and a clock
    /// advance (refused: the clock is real).
    static let script: [Command] = {
        let field = CommandTarget(path: ElementPath([0]), elementType: .textField, identifier: "field")
        return [.refresh, .tap(field), .typeText(field, "a"), .advanceClock(milliseconds: 1)]
    }()

    func currentScreen() -> ElementSnapshot {
        let field = ElementSnapshot(
            .textField, identifier: "field", value: text, hasFocus: true, frame: Rect(x: 0, y: 0, width: 20, height: 1))
        let note = ElementSnapshot(.staticText, identifier: "note", label: "tapped", frame: Rect(x: 0, y: 1, width: 6, height: 1))
        return ElementSnapshot(
            .application, identifier: name, frame: Rect(x: 0, y: 0, width: 80, height: 24), children: tapped ? [field, note] : [field])
    }

    func perform(_ command: Command) -> CommandOutcome {
        switch command {
        case .tap: tapped = true
        case let .typeText(_, typed): text += typed
        default: break
        }
        return .done
    }
}
