import Driver
import Foundation
import JourneyScript
import Testing

@Suite("journey record --run in a real terminal", .tags(.program), .requires(.tmux), .requires(.less), .timeLimit(.minutes(1)))
struct RecordProgramSessionTests {
    @Test("recording less: the search typed, a wait for what it showed, the expected line, q, and its exit status; the file replays green")
    func recordsLess() async throws {
        let folder = try TemporaryFolder()
        try folder.write("lines.txt", (1...60).map { $0 == 42 ? "line 42 holds the needle" : "line \($0)" }.joined(separator: "\n") + "\n")
        let session = try await RecordingInTmux.start(["--run", "less lines.txt", "-o", "less.journey"], in: folder, columns: 80, rows: 20)
        do {
            try await session.waitFor("line 1")
            let started = try await session.waitFor("REC 1 step")
            #expect(started.contains("● REC 1 step │"), "the status line says it records from the start: \(started)")
            try await session.type("/needle")
            try await session.press("Enter")
            try await session.waitFor("added: wait screen")
            try await session.press("C-]", "e")
            try await session.waitFor("added: expect screen")
            try await session.type("q")
            let screen = try await session.waitFor("journey exited with")
            #expect(screen.contains("Replayed it once: passed"), "\(screen)")
            #expect(screen.contains("journey exited with 0"))
        } catch {
            await session.end()
            throw error
        }
        await session.end()

        let recorded = try folder.read("less.journey")
        #expect(
            recorded == """
                # Recorded with journey record: the keys and text typed, and a wait for what the program showed after each key.

                run "less lines.txt" size 80x19
                type "/needle\\n"
                wait screen contains "line 42 holds the needle"
                expect screen contains "line 59"
                type "q"
                expect exit 0

                """)
    }
}
