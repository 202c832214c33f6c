import Driver
import DriverTesting
import SystemLayer
import Testing

@Suite("State directory lock", .timeLimit(.minutes(1)), .hangReport)
struct StateDirectoryLockTests {
    @Test("a second app given the same state directory refuses to start and names the holder")
    func secondLaunchRefused() async throws {
        let temporary = try TemporaryFolder()
        let directory = temporary.path
        defer { withExtendedLifetime(temporary) {} }
        let first = App(executable: demoApp, stateDirectory: directory)
        first.launchArguments = ["--uitesting"]
        let second = App(executable: demoApp, stateDirectory: directory)
        second.launchArguments = ["--uitesting"]
        try await first.launch()
        let holder = try #require(first.processIdentifier)

        let error = await #expect(throws: DriverError.self) { try await second.launch() }

        #expect(error?.launchProblem == .exitedBeforeFirstScreen(.exited(4)))
        #expect(error?.diagnostics?.logTail.contains("state directory \(directory) is in use by pid \(holder)") == true)
        #expect(first.state == .runningForeground)
    }
}

func removeDirectory(_ path: String) {
    for name in Posix.directoryEntries(path) ?? [] { Posix.unlink(path + "/" + name) }
    Posix.removeDirectory(path)
}
