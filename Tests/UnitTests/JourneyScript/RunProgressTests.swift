@testable import JourneyScript
import Synchronization
import Testing

@Suite("Run progress")
struct RunProgressTests {
    @Test(
        "a wait is rounded as a person says it",
        arguments: [
            (0.2, "1 s"), (59.0, "59 s"), (60.0, "1 min"), (64.0, "1 min"), (65.0, "1 min 10 s"), (80.0, "1 min 20 s"),
            (594.0, "9 min 50 s"), (599.0, "10 min"), (600.0, "10 min"), (3_569.0, "59 min"), (3_600.0, "1 h"), (3_900.0, "1 h 5 min"),
        ])
    func roughly(seconds: Double, text: String) {
        #expect(RunProgress.roughly(.seconds(seconds)) == text)
    }

    @Test("the line says how many of how many, the failures when there are some, and the time left when known")
    func text() {
        var progress = RunProgress(total: 500)
        progress.finished = 37
        #expect(progress.text == "37 of 500")
        progress.failed = 2
        progress.left = .seconds(80)
        #expect(progress.text == "37 of 500 · 2 failed · about 1 min 20 s left")
        progress.finished = 500
        #expect(progress.text == "500 of 500 · 2 failed")
    }

    @Test("the time left is what the unfinished runs are expected to take, shared by the workers")
    func estimateFromDurations() {
        let estimate = ProgressEstimate(expected: [10, 20, 30, 40], parallelism: 2)

        #expect(estimate.left(finishedExpected: [], finishedSeconds: 0) == .seconds(50))
        #expect(estimate.left(finishedExpected: [40], finishedSeconds: 41) == .seconds(30))
        #expect(estimate.left(finishedExpected: [40, 30, 20], finishedSeconds: 90) == .seconds(10))
        #expect(estimate.left(finishedExpected: [40, 30, 20, 10], finishedSeconds: 100) == .zero)
    }

    @Test("a run the durations do not know counts as their average; with none known, as the average so far; before that, nothing is said")
    func unknownRuns() {
        let partly = ProgressEstimate(expected: [10, 30, nil], parallelism: 1)
        let unknown = ProgressEstimate(expected: [nil, nil, nil], parallelism: 1)

        #expect(partly.left(finishedExpected: [], finishedSeconds: 0) == .seconds(60))
        #expect(unknown.left(finishedExpected: [], finishedSeconds: 0) == nil)
        #expect(unknown.left(finishedExpected: [nil], finishedSeconds: 4) == .seconds(8))
    }
}

@Suite("Progress display")
struct ProgressDisplayTests {
    /// A clock the test moves, and what the display wrote.
    private final class Recorder: Sendable {
        let time = Mutex(Duration.zero)
        let written = Mutex<[String]>([])
        func now() -> Duration { time.withLock { $0 } }
        func write(_ text: String) { written.withLock { $0.append(text) } }
        func advance(to seconds: Int) { time.withLock { $0 = .seconds(seconds) } }
    }

    private static func progress(_ finished: Int) -> RunProgress {
        var progress = RunProgress(total: 9)
        progress.finished = finished
        return progress
    }

    @Test("in a log, a plain progress line comes once the interval has passed, and not again before the next")
    func periodic() {
        let recorder = Recorder()
        let display = ProgressDisplay(mode: .periodic(interval: .seconds(10)), now: recorder.now, output: recorder.write)

        recorder.advance(to: 9)
        display.update(Self.progress(1))
        recorder.advance(to: 10)
        display.update(Self.progress(2))
        recorder.advance(to: 19)
        display.update(Self.progress(3))
        recorder.advance(to: 20)
        display.update(Self.progress(4))
        display.write("step\n")

        #expect(recorder.written.withLock { $0 } == ["Progress: 2 of 9\n", "Progress: 4 of 9\n", "step\n"])
    }

    @Test("on a terminal, the status line is redrawn below each write and cleared at the end")
    func statusLine() {
        let recorder = Recorder()
        let display = ProgressDisplay(mode: .statusLine, now: recorder.now, output: recorder.write)

        display.write("before\n")
        display.update(Self.progress(1))
        display.update(Self.progress(1))
        display.write("step\n")
        display.finish()
        display.write("summary\n")

        #expect(
            recorder.written.withLock { $0 } == [
                "before\n", "1 of 9", ProgressDisplay.clearLine + "step\n1 of 9", ProgressDisplay.clearLine, "summary\n",
            ])
    }
}
