@testable import Driver
import SystemLayer
import Testing

/// Reading the kernel's word on a terminal's foreground process, and when a held signal
/// key goes.
@Suite("Foreground process and held signal keys")
struct ForegroundProcessTests {
    @Test(
        "only a running process is not waiting",
        arguments: [
            (Character("R"), false), ("S", true), ("D", true), ("T", true), ("t", true), ("Z", true),
        ])
    func waiting(state: Character, waits: Bool) {
        #expect(ForegroundProcess(state: state, cpuTicks: 0).isWaiting == waits)
    }

    static let start = Monotonic.now

    @Test(
        "a held key goes once the process waits, has computed two ticks or more, or a second has passed",
        arguments: [
            ("running, just held", ForegroundProcess(state: "R", cpuTicks: 100), Duration.zero, false),
            ("running, one tick computed", ForegroundProcess(state: "R", cpuTicks: 101), .milliseconds(500), false),
            ("running, two ticks computed", ForegroundProcess(state: "R", cpuTicks: 102), .milliseconds(20), true),
            ("running, three ticks computed", ForegroundProcess(state: "R", cpuTicks: 103), .milliseconds(30), true),
            ("running, just under a second", ForegroundProcess(state: "R", cpuTicks: 100), .milliseconds(999), false),
            ("running, a second", ForegroundProcess(state: "R", cpuTicks: 100), .seconds(1), true),
            ("sleeping, just held", ForegroundProcess(state: "S", cpuTicks: 100), .zero, true),
        ])
    func due(name: String, process: ForegroundProcess, after elapsed: Duration, goes: Bool) {
        let held = HeldInput(bytes: [0x03], since: Self.start, cpuTicksAtStart: 100)

        #expect(held.isDue(process, at: Self.start + elapsed) == goes, "\(name)")
    }

    @Test("with no foreground process known a held key goes at once")
    func noProcess() {
        let held = HeldInput(bytes: [0x03], since: Self.start, cpuTicksAtStart: 100)

        #expect(held.isDue(nil, at: Self.start))
    }
}
