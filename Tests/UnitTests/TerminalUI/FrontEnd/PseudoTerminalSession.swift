@testable import AppAutomation
import AutomationChannel
@testable import DemoApp
import Driver
import Foundation
import ScreenModel
import SystemLayer
import TerminalEmulator
@testable import TerminalUI

/// The built DemoApp running in a pseudo-terminal, as a person would run it: the test
/// types keys into the terminal and reads the screen the app draws, as the terminal
/// shows it now (not everything written since launch).
///
/// Its waits run on a thread of their own, so a test waiting on the terminal leaves
/// Swift's few cooperative threads to the tests beside it. One test uses a session at a
/// time, which is what makes it safe to send to that thread.
final class PseudoTerminalSession: @unchecked Sendable {
    /// Why the session could not start or a wait ran out.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let master: Int32
    let processID: Int32
    /// The terminal the app draws on.
    private var emulator: Emulator
    /// What the terminal shows now.
    var screen: TerminalScreen { emulator.screen }

    /// Starts the app with `arguments` on a new pseudo-terminal of `size`.
    init(arguments: [String], size: Size) throws {
        emulator = Emulator(columns: size.width, rows: size.height)
        let opened: (controller: Int32, terminal: String)
        do {
            // The controlling side does not block: it is read only once poll says so.
            opened = try PseudoTerminal.open(columns: size.width, rows: size.height)
        } catch {
            throw Failure(description: "cannot open a pseudo-terminal: \(error.reason)")
        }
        master = opened.controller
        let terminalPath = opened.terminal
        let executable = App.executable(named: "DemoApp")
        // Without the automation variables the app chooses its terminal front end.
        let environment = Posix.environmentVariables(withPrefixes: [""])
            .filter { $0.key != AutomationProtocol.channelEnvironmentKey && $0.key != AutomationProtocol.parentEnvironmentKey }
            .map { "\($0.key)=\($0.value)" }
        let spawn = ProcessSpawn(
            executable, arguments: arguments, environment: environment,
            descriptors: (0...2).map { .open(terminalPath, .readWrite, as: $0) }
        )
        do {
            processID = try spawn.start()
        } catch {
            Posix.close(master)
            throw Failure(description: "cannot start \(executable): \(error.reason)")
        }
    }

    /// Whether the terminal echoes what is typed and hands it over a line at a time, as a
    /// shell leaves it (false while an app has it in raw mode).
    var isInLineMode: Bool {
        guard let modes = try? TerminalAttributes(of: master) else { return false }
        return modes.echoes && modes.readsLines
    }

    deinit {
        Posix.kill(processID, Signal.kill)
        _ = Posix.waitForExit(processID)
        Posix.close(master)
    }

    /// Resizes the terminal, as a person dragging the window does, and tells the app.
    func resize(to size: Size) {
        emulator.resize(columns: size.width, rows: size.height)
        PseudoTerminal.setSize(master, columns: size.width, rows: size.height)
        Posix.kill(processID, Signal.windowChanged)
    }

    /// Sends `keys` as a terminal would: `\t` is Tab, `\r` is Enter.
    func type(_ keys: String) {
        try? Posix.writeAll(master, Array(keys.utf8))
    }

    /// Reads what the app draws until the screen shows `text`, or fails after `timeout`.
    @discardableResult
    func waitForText(_ wanted: String, timeout: Duration = .seconds(10)) async throws -> TerminalScreen {
        try await waitForScreen("'\(wanted)' on screen", timeout: timeout) { $0.shows(wanted) }
    }

    /// Reads what the app draws until the screen satisfies `condition`, and returns it;
    /// fails after `timeout`, showing the screen as it was.
    @discardableResult
    func waitForScreen(
        _ what: String, timeout: Duration = .seconds(10), until condition: @escaping @Sendable (TerminalScreen) -> Bool
    ) async throws -> TerminalScreen {
        try await onItsOwnThread { try self.readScreen(until: condition, what: what, timeout: timeout) }
    }

    /// Waits up to `timeout` for the app to exit and returns how it ended, or nil if it
    /// could not be reaped. An app still running at the deadline is killed (and ends by
    /// `SIGKILL`), so a test that expected an exit fails instead of hanging the run.
    func waitForExit(timeout: Duration = .seconds(10)) async -> ExitStatus? {
        (try? await onItsOwnThread { self.reap(timeout: timeout) }) ?? nil
    }

    /// Runs `body` on a new thread and returns what it returns.
    private func onItsOwnThread<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try body() }) }
        }
    }

    private func readScreen(until condition: (TerminalScreen) -> Bool, what: String, timeout: Duration) throws -> TerminalScreen {
        let deadline = ContinuousClock.now + timeout
        while !condition(screen) {
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else {
                throw Failure(description: "\(what) did not happen within \(timeout); the terminal shows:\n\(screen.framed)")
            }
            let milliseconds = Int32(clamping: remaining.components.seconds * 1_000 + remaining.components.attoseconds / 1_000_000_000_000_000)
            guard Posix.waitReadable(master, timeout: max(1, milliseconds)) else { continue }
            var buffer = [UInt8](repeating: 0, count: 16_384)
            let count: Int
            do {
                count = try Posix.read(master, into: &buffer)
            } catch  where error.wouldBlock {
                continue
            } catch {
                count = -1
            }
            guard count > 0 else {
                throw Failure(description: "the app closed the terminal before \(what); it showed:\n\(screen.framed)")
            }
            emulator.feed(buffer[0..<count])
        }
        return screen
    }

    private func reap(timeout: Duration) -> ExitStatus? {
        let exitNotifier = Posix.exitNotifier(for: processID)
        if exitNotifier >= 0 {
            defer { Posix.close(exitNotifier) }
            if !Posix.waitReadable(exitNotifier, until: .after(timeout)) { Posix.kill(processID, Signal.kill) }
        }
        return Posix.waitForExit(processID)
    }
}
