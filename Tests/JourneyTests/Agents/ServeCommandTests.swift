import DriverTesting
import Testing

/// `journey serve` as a user starts it: its help, its refusals, and an input already closed.
@Suite("journey serve as a command", .timeLimit(.minutes(1)), .hangReport)
struct ServeCommandTests {
    @Test("journey serve --help says what it serves, with the session limit written out; journey --help lists it")
    func help() async throws {
        let folder = try TemporaryFolder()

        let own = try await JourneyExecutable.run(["serve", "--help"], in: folder)
        let general = try await JourneyExecutable.run(["--help"], in: folder)

        #expect(own.status == 0)
        #expect(own.standardOutput.hasPrefix("USAGE: journey serve [--app PATH]\n"))
        #expect(own.standardOutput.contains("At most 8 sessions run at once"), "\(own.standardOutput)")
        #expect(!own.standardOutput.contains("\\("), "an interpolation printed as written: \(own.standardOutput)")
        #expect(general.standardOutput.contains("journey serve"))
    }

    @Test(
        "an option it does not take, or an --app that is no executable, exits 2 naming it",
        arguments: [
            (["serve", "--port", "80"], "journey serve takes no --port"),
            (["serve", "--app", "/nonexistent/app"], "--app /nonexistent/app is not an executable file"),
        ])
    func badOptions(arguments: [String], says: String) async throws {
        let folder = try TemporaryFolder()

        let output = try await JourneyExecutable.run(arguments, in: folder)

        #expect(output.status == 2)
        #expect(output.standardError.contains(says), "\(output.standardError)")
        #expect(output.standardOutput.isEmpty)
    }

    @Test("a server whose input is already closed answers nothing and exits 0")
    func emptyInput() async throws {
        let folder = try TemporaryFolder()

        let output = try await JourneyExecutable.run(["serve"], in: folder)

        #expect(output.status == 0)
        #expect(output.standardOutput.isEmpty)
    }
}
