import Foundation
import DriverTesting
import Testing

/// `journey record`'s answers to a wrong command line, run in-process: each is given
/// before the person's terminal is touched, names what is wrong, and exits 2.
@Suite("journey record: a wrong command line is answered before the terminal is touched", .timeLimit(.minutes(3)), .hangReport)
struct RecordCommandUsageTests {
    private func record(_ arguments: [String]) async throws -> InProcessCommand.Output {
        let folder = try TemporaryFolder()
        let result = await InProcessCommand.run(["record"] + arguments, in: folder)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "nothing is written")
        return result
    }

    @Test("--run with launch flags or --page-objects says those are for recording the app")
    func runWithAppOptions() async throws {
        for arguments in [["--run", "less notes.txt", "--uitesting"], ["--run", "less notes.txt", "--page-objects", "Pages"]] {
            let result = try await record(arguments)

            #expect(result.status == 2)
            #expect(
                result.standardError.contains(
                    "--run 'less notes.txt' is not valid: expected no launch flags and no --page-objects: those are for recording the app"
                ), "\(result.standardError)")
        }
    }

    @Test("--run with a command line no shell could split, or with no command, says so")
    func runWithABadCommandLine() async throws {
        let unsplittable = try await record(["--run", "less 'my notes.txt"])
        #expect(unsplittable.status == 2)
        #expect(
            unsplittable.standardError.contains("--run 'less 'my notes.txt' is not valid: expected a command line a shell could split: "),
            "\(unsplittable.standardError)")

        let blank = try await record(["--run", "   "])
        #expect(blank.status == 2)
        #expect(blank.standardError.contains("--run '   ' is not valid: expected a command"), "\(blank.standardError)")
    }

    @Test("--app naming no executable file says which path it tried, and exits 3: the app could not start")
    func appNotExecutable() async throws {
        let result = try await record(["--app", "no-such-app", "--uitesting"])

        #expect(result.status == 3)
        #expect(result.standardError.contains("no executable app at /"), "\(result.standardError)")
        #expect(result.standardError.contains("/no-such-app\n"), "a named app gets no build advice: \(result.standardError)")
    }
}
