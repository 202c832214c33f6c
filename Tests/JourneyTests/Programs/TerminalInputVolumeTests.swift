import Driver
import DriverTesting
import Testing

/// Input larger than the terminal takes at once: the driver keeps what the kernel has
/// not taken and writes it as the program reads.
@Suite("Terminal input beyond what the terminal holds", .timeLimit(.minutes(1)), .hangReport, .tags(.program), .tagSelection)
struct TerminalInputVolumeTests {
    @Test("every byte of input larger than the terminal takes at once reaches the program", arguments: [4_095, 4_096, 200_000])
    func largeInputArrivesWhole(size: Int) async throws {
        // Raw mode, so no line length limit applies; the program counts what it reads.
        let counter = try await Terminal.launch(
            "sh", arguments: ["-c", "stty raw -echo; echo ready; head -c \(size) | wc -c | tr -d ' \\n'; echo ' bytes'; exec cat"]
        )
        try await counter.wait(forText: "ready")

        try await counter.type(String(repeating: "x", count: size))

        try await counter.wait(forText: "\(size) bytes", timeout: .seconds(30))
    }

    @Test("input past 1 MiB waiting for a program that reads none is refused, naming the bytes still waiting, and the program runs on")
    func pendingInputRefused() async throws {
        // A program that computes and never reads: the terminal takes what its buffer
        // holds, and the driver queues the rest.
        let busy = try await Terminal.launch("sh", arguments: ["-c", "stty raw -echo; echo ready; while :; do :; done"])
        try await busy.wait(forText: "ready")
        try await busy.type(String(repeating: "x", count: 600_000))
        try await busy.type(String(repeating: "y", count: 400_000))

        let error = await #expect(throws: DriverError.self) { try await busy.type(String(repeating: "z", count: 200_000)) }

        guard case let .elementNotInteractable(_, .notReadingInput(pendingBytes), _)? = error?.reason else {
            Issue.record("not refused as not reading: \(String(describing: error))")
            return
        }
        #expect((900_000...1_000_000).contains(pendingBytes), "all but what the terminal itself took: \(pendingBytes)")
        #expect(busy.isRunning)
        await busy.terminate()
    }
}
