import Driver
import ScreenModel

extension RecordedScript {
    /// After the step at `stepIndex`, when it left `app` busy, waits for the work to
    /// finish and adds a `wait … exists` for what it brought, so a replay waits for it
    /// too; then notes when the step left its screen for another (with `recording` false,
    /// it only waits). Returns what it did, for a status line, or nil when the app was idle.
    mutating func followBusyWork(of app: App, before: ElementTree?, stepIndex: Int, recording: Bool) async -> String? {
        var message: String?
        if let busy = app.workWaitedFor, !busy.isIdle, busy.clock == .real {
            do throws(DriverError) {
                try await app.waitForIdle(timeout: .seconds(120))
            } catch {
                return "the app did not finish: " + String(error.message.prefix { $0 != "\n" })
            }
            if recording, let after = app.tree, let landmark = ScreenLandmark.appeared(in: after, since: before) {
                let timeout = Self.waitTimeout(after: busy.pendingWork)
                append(.wait(landmark, until: .exists, timeout: timeout), on: tracksScreens ? ScreenLandmark.of(after) : nil)
                message = "waited for the app; added: " + RecordedScript.line(for: entries[count - 1].action)
            } else {
                message = "waited for the app"
            }
        }
        if recording, tracksScreens, let before, let after = app.tree, let landmark = ScreenLandmark.of(after),
            ScreenLandmark.of(before)?.description != landmark.description, stepIndex >= 1
        {
            markLeftScreen(at: stepIndex, for: landmark)
        }
        return message
    }

    /// The timeout of the wait a recording adds after busy work: twice the longest work the
    /// app said was pending, in whole seconds rounded up, and at least the usual 5 s. It is
    /// the same for every recording of the same steps, however loaded the machine was.
    static func waitTimeout(after pending: [PendingWork]) -> Duration {
        let longest = pending.map(\.remainingMilliseconds).max() ?? 0
        return .seconds(max(5, (2 * longest + 999) / 1_000))
    }
}
