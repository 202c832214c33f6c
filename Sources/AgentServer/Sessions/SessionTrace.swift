import Driver
import JourneyScript
import JourneyTrace
import Synchronization
import TerminalEmulator

/// What a session did, kept as a journey trace: each call of the client's a step, titled
/// as a journey writes it, with when it started, how long it took, how it ended and the
/// screens (and an app's trees, work and log) around it. `save_trace` writes it in the
/// format `journey run --trace` writes, so `journey report` and `journey show-trace` read it.
final class SessionTrace: Sendable {
    /// Whether the running task is inside a kept step, so a call it makes is part of it.
    @TaskLocal private static var isInsideStep = false

    /// When the session started: steps say when they started relative to it.
    private let start = ContinuousClock.now
    /// What a kept step still has to add to itself and the store: the trees and screens
    /// it saw, turned into the trace's form only when a trace is asked for.
    private typealias Moments = @Sendable (inout TraceStep, inout TraceStore) -> Void

    /// The steps so far; the trees and screens of those before `unrecorded.first` are in
    /// `store`, and each later one's are still held as it saw them, in `unrecorded`.
    ///
    /// Encoding a step's trees and screens for the store costs more than most calls
    /// (a tree is written out to be shared by content): deferred, a session whose trace
    /// nobody saves never pays it.
    private let state = Mutex<(steps: [TraceStep], store: TraceStore, unrecorded: [(step: Int, moments: Moments)])>(([], TraceStore(), []))

    /// Runs `body`, one call on `app`, and keeps it as the step `title` says (read once
    /// `body` ran), with what the app showed, did and wrote meanwhile; a call inside
    /// another is part of it.
    func step<Value: Sendable>(
        _ title: @autoclosure () -> String, on app: App, _ body: () async throws(ToolFailure) -> Value
    ) async throws(ToolFailure) -> Value {
        guard !Self.isInsideStep else { return try await body() }
        let window = ObservationWindow(app: app)
        let (result, step) = await timed(body)
        let observation = window.close()
        keep(step, title: title()) { step, store in step.record(observation, in: &store) }
        return try result.get()
    }

    /// Runs `body`, one call on the program on `terminal`, and keeps it as the step `title`
    /// says, with the screens before and after.
    func step<Value: Sendable>(
        _ title: String, on terminal: Terminal, _ body: () async throws(ToolFailure) -> Value
    ) async throws(ToolFailure) -> Value {
        guard !Self.isInsideStep else { return try await body() }
        let before = terminal.screen
        let (result, step) = await timed(body)
        let after = terminal.screen
        keep(step, title: title) { step, store in
            step.before = store.moment(before)
            step.after = store.moment(after)
        }
        return try result.get()
    }

    /// The trace so far, named `name` (written in `file`, if given); `failure`, the test's
    /// own failure message, is kept as the journey's failure.
    func trace(name: String, file: String?, kind: Trace.Kind, failure: String?) -> Trace {
        let (steps, store) = state.withLock { state in
            for (index, moments) in state.unrecorded { moments(&state.steps[index], &state.store) }
            state.unrecorded = []
            return (state.steps, state.store)
        }
        let failures = failure.map { [TraceFailure(message: $0, kind: "issue")] }
        let failed = failures != nil || steps.contains { $0.result == .failed }
        return Trace(
            kind: kind, name: name, file: file, result: failed ? .failed : .passed,
            durationMicroseconds: Self.microseconds(ContinuousClock.now - start), steps: steps, failures: failures, store: store)
    }

    /// Runs `body` inside a step; its result, and the step without its title and moments.
    private func timed<Value: Sendable>(
        _ body: () async throws(ToolFailure) -> Value
    ) async -> (Result<Value, ToolFailure>, TraceStep) {
        let started = ContinuousClock.now
        let result: Result<Value, ToolFailure> = await Self.$isInsideStep.withValue(true) {
            do throws(ToolFailure) {
                return .success(try await body())
            } catch {
                return .failure(error)
            }
        }
        var step = TraceStep(
            title: "", startMicroseconds: Self.microseconds(started - start), durationMicroseconds: Self.microseconds(ContinuousClock.now - started),
            result: .passed)
        if case let .failure(failure) = result {
            step.result = .failed
            step.failure = Self.traceFailure(failure)
        }
        return (result, step)
    }

    private func keep(_ step: TraceStep, title: String, moments: @escaping Moments) {
        var step = step
        step.title = title
        state.withLock { state in
            state.unrecorded.append((state.steps.count, moments))
            state.steps.append(step)
        }
    }

    /// A tool's failure as a trace keeps it: a step's failure with its kind and log tail, or the tool's message.
    private static func traceFailure(_ failure: ToolFailure) -> TraceFailure {
        if case let .step(stepFailure) = failure { return TraceFailure(stepFailure) }
        return TraceFailure(message: failure.description, kind: failure.kind)
    }

    private static func microseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1_000_000 + attoseconds / 1_000_000_000_000
    }
}
