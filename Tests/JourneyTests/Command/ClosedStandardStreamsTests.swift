import DriverTesting
import Foundation
import SystemLayer
import Testing

/// `journey` started with its standard input and output closed, as a daemon or a careless
/// caller may start it: the numbers 0 and 1 must not go to the next file or socket it
/// opens (an app's channel), so it runs the journey as ever and writes its report.
@Suite("journey command with its standard streams closed", .timeLimit(.minutes(2)), .hangReport)
struct ClosedStandardStreamsTests {
    /// Runs `journey arguments` in `folder` with descriptors `closed` closed (the others
    /// files kept in memory, its input empty), and waits for it to end: its exit code and
    /// what it wrote to standard error.
    static func run(_ arguments: [String], in folder: TemporaryFolder, closing closed: [Int32]) async throws -> (code: Int32, errors: String) {
        let input = try MemoryFile("input"), output = try MemoryFile("output"), errors = try MemoryFile("errors")
        let pid = try spawnProgram(
            JourneyExecutable.path, arguments: arguments, directory: folder.path, input: closed.contains(0) ? nil : input.descriptor,
            output: closed.contains(1) ? nil : output.descriptor, errors: errors.descriptor)
        let status = await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: reap(pid)) }
        }
        return (status.shellStatus, String(decoding: errors.contents(), as: UTF8.self))
    }

    @Test(
        "with standard input, output or both closed, a journey that launches the shop and taps passes, and its report is written",
        arguments: [[Int32(0), 1], [1], [0]])
    func runsWithStreamsClosed(_ closed: [Int32]) async throws {
        let folder = try TemporaryFolder()
        try folder.write("shop.journey", "launch\ntap buttons[\"guestButton\"]\n")

        let run = try await Self.run(["shop.journey"], in: folder, closing: closed)

        #expect(run.code == 0, "closing \(closed): \(run.errors)")
        #expect(!run.errors.contains("Fatal error"), "\(run.errors)")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/.journey-results/report.html"))
    }
}
