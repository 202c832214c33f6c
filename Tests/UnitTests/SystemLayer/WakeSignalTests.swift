import SystemLayer
import Testing

@Suite("Wake signal")
struct WakeSignalTests {
    /// Whether the signal's pipe holds a wake not yet drained.
    private func isPending(_ signal: WakeSignal) throws -> Bool {
        var watched = [PollDescriptor(signal.readEnd, for: .input)]
        return try Posix.poll(&watched, timeout: 0) > 0
    }

    @Test("one drain takes every wake written, however many fill its buffer", arguments: [1, 63, 64, 65, 128, 129])
    func drainTakesEveryWake(wakes: Int) throws {
        let signal = try WakeSignal.opened()
        defer { signal.close() }
        for _ in 0..<wakes { signal.wake() }
        #expect(try isPending(signal))
        signal.drain()
        #expect(try !isPending(signal), "\(wakes) wakes left some behind after one drain")
    }

    @Test("a drain with no wake returns at once, and a wake after it is seen")
    func drainWithoutWake() throws {
        let signal = try WakeSignal.opened()
        defer { signal.close() }
        signal.drain()
        #expect(try !isPending(signal))
        signal.wake()
        #expect(try isPending(signal))
    }
}
