import Driver
import DriverTesting
import Testing

/// Output faster than the emulator reads it: the driver reads it a mebibyte at a time,
/// and the terminal stays open between those reads.
@Suite("Terminal output in floods", .timeLimit(.minutes(1)), .hangReport, .tags(.program), .tagSelection)
struct TerminalOutputVolumeTests {
    @Test("a program that writes 16 MB as fast as it can is read to its last line, and then answers a key")
    func floodReadToTheEnd() async throws {
        let flood = try await Terminal.launch(
            "sh", arguments: ["-c", "head -c 16000000 /dev/zero | tr '\\0' x; echo; echo flood over; read line; echo read $line"])

        try await flood.wait(forText: "flood over", timeout: .seconds(40))
        try await flood.type("ok\n")

        try await flood.wait(forText: "read ok")
        #expect(try await flood.waitForExit() == .exited(0))
    }
}
