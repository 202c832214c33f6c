import Foundation
import DriverTesting
import Testing

@Suite("journey record: mistakes get a clear answer before anything starts", .timeLimit(.minutes(3)), .hangReport)
struct RecordCommandErrorTests {
    /// Runs `journey record arguments` with no terminal for its input.
    private func record(_ arguments: [String]) async throws -> (status: Int32, errors: String) {
        let folder = try TemporaryFolder()
        let finished = try await runToEnd(JourneyExecutable.path, ["record"] + arguments, in: folder.path)
        return (finished.code, finished.errors)
    }

    @Test("without a terminal for its input, record says it needs one and exits 2")
    func needsATerminal() async throws {
        let (status, errors) = try await record(["--uitesting", "-o", "x.journey"])

        #expect(status == 2)
        #expect(errors.hasPrefix("error: cannot use standard input: journey record needs a terminal"), "\(errors)")
    }

    @Test("a launch flag the app refuses is named, with the app's suggestion, before the terminal is touched")
    func refusedLaunchFlag() async throws {
        let (status, errors) = try await record(["--uitesting", "--mock-catalg"])

        #expect(status == 2)
        #expect(errors.contains("the app refuses the launch flag '--mock-catalg'"), "\(errors)")
        #expect(errors.contains("did you mean '--mock-catalog'?"))
    }

    @Test("an option of other commands is not taken for a launch flag silently: --parallel is the app's, and the app refuses it")
    func otherCommandsOption() async throws {
        let (status, errors) = try await record(["--parallel", "2"])

        #expect(status == 2)
        #expect(errors.contains("the app refuses the launch flag '--parallel'"), "\(errors)")
    }
}
