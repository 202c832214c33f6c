import DriverTesting
import Testing

@Suite("journey mcp as a command", .timeLimit(.minutes(1)), .hangReport)
struct MCPCommandTests {
    @Test("journey mcp --help says what it serves; journey --help lists it")
    func help() async throws {
        let folder = try TemporaryFolder()

        let own = try await JourneyExecutable.run(["mcp", "--help"], in: folder)
        let general = try await JourneyExecutable.run(["--help"], in: folder)

        #expect(own.status == 0)
        #expect(own.standardOutput.hasPrefix("USAGE: journey mcp [--app PATH]\n"))
        #expect(own.standardOutput.contains("2026-07-28"))
        #expect(general.standardOutput.contains("journey mcp [--app PATH]"))
    }

    @Test(
        "an option it does not take, or an --app that is no executable, exits 2 naming it",
        arguments: [
            (["mcp", "--port", "80"], "journey mcp takes no --port"),
            (["mcp", "--app", "/nonexistent/app"], "--app /nonexistent/app is not an executable file"),
            (["mcp", "--app"], "--app needs the path of an executable"),
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

        let output = try await JourneyExecutable.run(["mcp"], in: folder)

        #expect(output.status == 0)
        #expect(output.standardOutput.isEmpty)
    }
}
