import AgentServer
import DriverTesting
import Foundation
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

    @Test("journey serve answers a hello on its standard input with the protocol's name, version and methods, then exits 0 when the input ends")
    func answersHello() async throws {
        let folder = try TemporaryFolder()

        let output = try await JourneyExecutable.run(["serve"], in: folder, input: #"{"jsonrpc":"2.0","id":7,"method":"hello"}"# + "\n")

        #expect(output.status == 0, "\(output.standardError)")
        let answer = try JSONValue.parse(Data(output.standardOutput.utf8))
        #expect(answer["id"] == 7, "\(output.standardOutput)")
        #expect(answer["result"]?["protocol"] == "journey-driver", "\(output.standardOutput)")
        #expect(answer["result"]?["methods"] == .array(DriverServer.methods.map(JSONValue.string)), "\(output.standardOutput)")
    }

    @Test("a server whose input is already closed answers nothing and exits 0")
    func emptyInput() async throws {
        let folder = try TemporaryFolder()

        let output = try await JourneyExecutable.run(["serve"], in: folder)

        #expect(output.status == 0)
        #expect(output.standardOutput.isEmpty)
    }
}
