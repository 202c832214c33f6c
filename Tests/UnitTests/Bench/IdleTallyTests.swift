@testable import bench
import Foundation
import Testing

/// The count `bench --only idle` publishes, on outcomes whose answer is known.
@Suite("Idle tally")
struct IdleTallyTests {
    @Test("each outcome is counted once, a false idle by name, and the summary says all of it")
    func counts() {
        var tally = IdleTally()
        tally.count(.idle(changedAfter: false, betweenTicks: false), name: "less #0")
        tally.count(.idle(changedAfter: false, betweenTicks: true), name: "bubbletea #1")
        tally.count(.idle(changedAfter: true, betweenTicks: false), name: "vim #3")
        tally.count(.busy, name: "htop #1")
        tally.count(.guessed, name: "bash #2")

        #expect(tally.waits == 5)
        #expect(tally.idle == 3 && tally.betweenTicks == 1 && tally.busy == 1 && tally.guessed == 1)
        #expect(tally.falseIdles == ["vim #3"])
        #expect(tally.summary == "1 false idle in 5 waits (3 idle, 1 of them between ticks, 1 busy, 1 judged by a quiet period): vim #3")
    }

    @Test("no wait, no false idle: the summary says so in the plural")
    func empty() {
        #expect(IdleTally().summary == "0 false idles in 0 waits (0 idle, 0 of them between ticks, 0 busy, 0 judged by a quiet period)")
    }

    @Test(
        "a screen changed when its text or its cursor moved; not when both are the same",
        arguments: [
            ("a", (0, 0), "a", (0, 0), false), ("a", (0, 0), "b", (0, 0), true), ("a", (0, 0), "a", (1, 0), true), ("a", (0, 0), "a", (0, 1), true),
        ])
    func changes(text: String, cursor: (Int, Int), laterText: String, laterCursor: (Int, Int), changed: Bool) {
        #expect(IdleTally.changed(from: (text, cursor), to: (laterText, laterCursor)) == changed)
    }

    @Test("the drawer's stamp after key N is line N of its file; one not yet written is nil")
    func stamps() throws {
        let path = "/tmp/idle-stamps-\(Int.random(in: 0..<1_000_000_000))"
        try "100\n200\n300\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { _ = try? FileManager.default.removeItem(atPath: path) }
        #expect(IdleFigures.stamp(path, afterKey: 0) == 100)
        #expect(IdleFigures.stamp(path, afterKey: 2) == 300)
        #expect(IdleFigures.stamp(path, afterKey: 3) == nil)
        #expect(IdleFigures.stamp("/nonexistent/stamps", afterKey: 0) == nil)
    }
}
