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
}
