import Driver
import DriverTesting
import Testing

@Suite("Launches that go wrong", .timeLimit(.minutes(1)), .hangReport)
struct LaunchFaultTests {
    @Test("an app that never sends its first screen fails with launchTimeout and is killed")
    func noFirstTree() async throws {
        let app = App()
        app.launchArguments = ["--uitesting", "--debug-no-first-tree"]
        // In seconds: the app must have time to say why before it is deemed silent.
        app.launchTimeout = .seconds(2)

        let error = await #expect(throws: DriverError.self) { try await app.launch() }

        #expect(error?.code == .launchTimeout)
        #expect(error?.message.contains("started but sent no screen within 2 s; it was terminated") == true)
        #expect(error?.diagnostics?.logTail.contains("--debug-no-first-tree") == true)
        #expect(app.state == .notRunning)
    }

    @Test("an app that exits before its first screen fails with launchFailed, its status and its log")
    func exitBeforeFirstTree() async throws {
        let app = App()
        app.launchArguments = ["--uitesting", "--debug-exit-before-first-tree"]

        let error = await #expect(throws: DriverError.self) { try await app.launch() }

        #expect(error?.code == .launchFailed)
        #expect(error?.message.contains("it exited with exit code 7 before sending its first screen") == true)
        #expect(error?.diagnostics?.logTail.contains("--debug-exit-before-first-tree: exiting with status 7") == true)
    }

    @Test("an unknown launch argument fails the launch with the app's own explanation")
    func unknownFlag() async throws {
        let app = App()
        app.launchArguments = ["--uitesting", "--mock-everything"]

        let error = await #expect(throws: DriverError.self) { try await app.launch() }

        #expect(error?.code == .launchFailed)
        #expect(error?.message.contains("exit code 2") == true)
        #expect(error?.diagnostics?.logTail.contains("unknown launch argument '--mock-everything'") == true)
    }

    @Test("an executable that is not executable fails with launchFailed and a hint")
    func notExecutable() async throws {
        let app = App(executable: #filePath)

        let error = await #expect(throws: DriverError.self) { try await app.launch() }

        #expect(error?.code == .launchFailed)
        #expect(error?.message.contains("\(#filePath) is not executable") == true)
        #expect(app.stateDirectory == nil)
    }
}
