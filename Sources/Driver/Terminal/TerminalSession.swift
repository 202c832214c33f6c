import Dispatch
import Synchronization
import SystemLayer
import TerminalEmulator

/// One run of a program on a pseudo-terminal: its emulated screen, its recording,
/// and everything waiting on it.
///
/// A dedicated thread reads the program's output, feeds the emulator, writes the
/// replies and input, and watches for the program's exit; Swift concurrency threads
/// never block here. Waiters are evaluated on that thread once per burst of output,
/// and each finishes exactly once: satisfied, timed out, aborted because the program
/// ended, or cancelled with the task that waits (see `TerminalSession+Waits.swift`).
final class TerminalSession: Sendable {
    struct Waiter: Sendable {
        let purpose: DriverError.TerminalAction
        /// When the wait began: quiet periods count from here at the earliest.
        let startedAt: Monotonic
        let deadline: Monotonic?
        /// For a quiet wait: how long the output must stay still.
        let quietPeriod: Duration?
        /// Called with the screen after each burst of output; true when finished.
        let evaluate: @Sendable (TerminalScreen) -> Bool
        /// Called when the output has been quiet for `quietPeriod`.
        let quiet: @Sendable (TerminalScreen) -> Void
        /// Called when the deadline passes.
        let expire: @Sendable () -> Void
        /// Called when the program ends first; true when that finished the waiter
        /// (a wait for the exit), false to have it aborted with the ending error.
        let exited: @Sendable (ExitStatus) -> Bool
        /// Called when the program ends before the waiter finished.
        let abort: @Sendable (DriverError) -> Void
        /// Called when the program is idle, with the screen and how that was judged; true
        /// when that finished the waiter. Nil for a waiter that idleness does not concern.
        var idle: (@Sendable (TerminalScreen, IdleJudgement) -> Bool)? = nil
    }

    struct State: Sendable {
        var emulator: Emulator
        var recording: Asciicast
        var output = OutputTail()
        var ending: ExitStatus?
        var expectingExit = false
        var waiters: [Int: Waiter] = [:]
        var nextWaiterID = 0
        /// Grows with every burst of output, so a waiter can tell it saw the latest.
        var revision = 0
        /// Input (and replies to the program) not yet written.
        var outbox: [UInt8] = []
        /// A signal key, and what was sent after it, held until the program waits for input.
        var held = HeldInput()
        /// The last thing the test did, for messages: `press(enter)`.
        var lastAction: DriverError.TerminalAction?
        var lastOutputAt: Monotonic
        /// When the test's last input was written to the terminal.
        var lastInputAt: Monotonic
        /// What is known of the program's idleness between readings.
        var idle = IdleWatch()
        /// Timers due later than this count as nothing due.
        var idleHorizon = IdleWatch.defaultHorizon
        /// How the last wait for idleness decided.
        var lastIdleJudgement: IdleJudgement?
        var killAt: Monotonic?
        var endWaiters: [CheckedContinuation<Void, Never>] = []
        var ioThread: SystemThread.Identity?
    }

    /// Input waiting beyond this means the program is not reading it.
    static let maximumPendingInput = 1 << 20

    let process: PseudoTerminalProcess
    /// The command line, for messages: `less README.md`.
    let commandLine: String
    let startedAt: Monotonic
    let state: Mutex<State>
    /// Serialises writes to the terminal and the wake signal, and guards their closing.
    /// Taken before `state` when both are needed, never after.
    let writer = Mutex(true)
    /// Interrupts the I/O thread's poll.
    let wakeSignal = WakeSignal()
    /// Left when the I/O thread has reaped the program and closed everything.
    let finished = DispatchGroup()

    init(process: PseudoTerminalProcess, commandLine: String, columns: Int, rows: Int, scrollbackLimit: Int) {
        self.process = process
        self.commandLine = commandLine
        let now = Monotonic.now
        startedAt = now
        state = Mutex(
            State(
                emulator: Emulator(columns: columns, rows: rows, scrollbackLimit: scrollbackLimit),
                recording: Asciicast(columns: columns, rows: rows, command: commandLine),
                lastOutputAt: now, lastInputAt: now
            ))
        finished.enter()
    }

    // MARK: - Reading state

    var screen: TerminalScreen { state.withLock { $0.emulator.screen } }
    var modes: TerminalModes { state.withLock { $0.emulator.currentModes } }
    var exitStatus: ExitStatus? { state.withLock { $0.ending } }
    var hasEnded: Bool { state.withLock { $0.ending != nil } }
    var recording: Asciicast { state.withLock { $0.recording } }
    var lastOutput: [UInt8] { state.withLock { $0.output.last } }

    /// Seconds since the session started, for the recording.
    func elapsed(at instant: Monotonic = .now) -> Double {
        let duration = instant.since(startedAt)
        return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// The evidence to attach to a failure now.
    func diagnostics() -> Diagnostics {
        let (screen, output, lastOutputAt, recording) = state.withLock { ($0.emulator.screen, $0.output, $0.lastOutputAt, $0.recording) }
        let terminal = TerminalDiagnostics(
            commandLine: commandLine, screen: screen, lastOutput: output.escaped(), quietFor: Monotonic.now.since(lastOutputAt),
            recording: recording
        )
        return Diagnostics(tree: nil, logTail: "", terminal: terminal)
    }

    /// The error a call gets once the program has ended.
    func endingError(during purpose: DriverError.TerminalAction) -> DriverError {
        let (ending, expected, lastAction) = state.withLock { ($0.ending, $0.expectingExit, $0.lastAction) }
        guard let ending else { return TerminalFailure.notLaunched(purpose).error(commandLine: commandLine) }
        return TerminalFailure.ended(status: ending, expected: expected, lastInput: lastAction, during: purpose)
            .error(commandLine: commandLine, diagnostics: diagnostics())
    }

    // MARK: - Input

    /// Queues `bytes` for the program and writes what it can at once; the I/O thread
    /// writes the rest as the program reads.
    ///
    /// - Throws: `DriverError` when the program has ended, or is not reading its input.
    ///
    /// With `untilReading`, for a key the terminal turns into a signal, the bytes (and any
    /// input after them) wait until the foreground process is blocked, as one waiting for
    /// a key is, or has been computing for a while (see `HeldInput`).
    func send(_ bytes: [UInt8], action: DriverError.TerminalAction, untilReading: Bool = false) throws(DriverError) {
        let now = Monotonic.now
        let foreground = untilReading ? ForegroundProcess.current(controller: process.controller) : nil
        // Input handed over while the program runs is sent, even when the program ends the
        // next instant because of it (a quit key): only a program that had already ended
        // refuses it.
        enum Handover { case queued, held, ended, refused(TerminalFailure) }
        let handover: Handover = state.withLock { state in
            if state.ending != nil { return .ended }
            guard state.outbox.count + state.held.bytes.count + bytes.count <= Self.maximumPendingInput else {
                return .refused(.refused(action, .notReadingInput(pendingBytes: state.outbox.count + state.held.bytes.count)))
            }
            state.lastAction = action
            state.lastInputAt = now
            state.recording.recordInput(bytes, at: elapsed(at: now))
            if state.held.bytes.isEmpty, let foreground, !foreground.isWaiting {
                state.held = HeldInput(bytes: bytes, since: now, cpuTicksAtStart: foreground.cpuTicks)
                return .held
            }
            if !state.held.bytes.isEmpty {
                state.held.bytes += bytes
                return .held
            }
            state.outbox += bytes
            return .queued
        }
        switch handover {
        case .queued: if !flushOutbox() { wake() }
        case .held: wake()
        case .ended: throw endingError(during: action)
        case let .refused(failure): throw failure.error(commandLine: commandLine, diagnostics: diagnostics())
        }
    }

    /// Writes as much of the outbox as the terminal takes now; true when it is empty.
    @discardableResult
    func flushOutbox() -> Bool {
        writer.withLock { open in
            let pending = state.withLock { state -> [UInt8] in
                defer { state.outbox.removeAll(keepingCapacity: true) }
                return state.outbox
            }
            guard open, !pending.isEmpty else { return true }
            var offset = 0
            pending.withUnsafeBytes { buffer in
                while offset < buffer.count {
                    do throws(SystemError) {
                        offset += try Posix.write(process.controller, UnsafeRawBufferPointer(rebasing: buffer[offset...]))
                    } catch {
                        break
                    }
                }
            }
            guard offset < pending.count else { return true }
            state.withLock { $0.outbox.insert(contentsOf: pending[offset...], at: 0) }
            return false
        }
    }

    /// Resizes the emulated screen and the terminal, which signals the program (SIGWINCH).
    func resize(columns: Int, rows: Int) {
        let now = Monotonic.now
        state.withLock { state in
            state.emulator.resize(columns: columns, rows: rows)
            state.recording.recordResize(columns: state.emulator.columns, rows: state.emulator.rows, at: elapsed(at: now))
            state.lastAction = .resize(columns: columns, rows: rows)
        }
        writer.withLock { open in
            if open { process.setSize(columns: columns, rows: rows) }
        }
    }

    /// Interrupts the I/O thread's poll so it re-reads its deadlines and outbox.
    func wake() {
        writer.withLock { open in
            guard open else { return }
            wakeSignal.wake()
        }
    }

    // MARK: - Ending

    /// Hangs up on the program (SIGHUP to its process group, as a closed terminal
    /// window does), kills it after `grace` if it lingers, and returns once it is reaped.
    func terminate(grace: Duration = .seconds(1)) async {
        let alreadyEnded = state.withLock { state -> Bool in
            state.expectingExit = true
            if state.ending != nil { return true }
            state.killAt = Monotonic.now + grace
            return false
        }
        if !alreadyEnded {
            process.signalGroup(Signal.hangUp)
            process.signalGroup(Signal.continue)
            wake()
        }
        await waitUntilEnded()
    }

    /// Kills the program's process group at once and blocks until the I/O thread has
    /// reaped it. For deinitialisers, which cannot await; on the I/O thread itself it
    /// does not wait.
    func killAndWait() {
        let (ended, onIOThread) = state.withLock { state -> (Bool, Bool) in
            state.expectingExit = true
            let onIOThread = state.ioThread == SystemThread.current
            return (state.ending != nil, onIOThread)
        }
        if !ended { process.signalGroup(Signal.kill) }
        if !onIOThread { _ = finished.wait(timeout: .now() + .seconds(10)) }
    }

    /// Returns once the program has been reaped.
    func waitUntilEnded() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ended = state.withLock { state -> Bool in
                if state.ending != nil { return true }
                state.endWaiters.append(continuation)
                return false
            }
            if ended { continuation.resume() }
        }
    }
}
