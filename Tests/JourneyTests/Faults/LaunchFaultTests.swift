import AutomationChannel
import Driver
import DriverTesting
import Foundation
import Testing

@Suite("Launches that go wrong", .timeLimit(.minutes(1)), .hangReport, .dedicatedThread)
struct LaunchFaultTests {
    @Test("an app that never sends its first screen fails with launchTimeout and is killed")
    func noFirstTree() async throws {
        let app = App(executable: demoApp)
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
        let app = App(executable: demoApp)
        app.launchArguments = ["--uitesting", "--debug-exit-before-first-tree"]

        let error = await #expect(throws: DriverError.self) { try await app.launch() }

        #expect(error?.launchProblem == .exitedBeforeFirstScreen(.exited(7)))
        #expect(error?.message.contains("it exited with exit code 7 before sending its first screen") == true)
        #expect(error?.diagnostics?.logTail.contains("--debug-exit-before-first-tree: exiting with status 7") == true)
    }

    @Test("an unknown launch argument fails the launch with the app's own explanation")
    func unknownFlag() async throws {
        let app = App(executable: demoApp)
        app.launchArguments = ["--uitesting", "--mock-everything"]

        let error = await #expect(throws: DriverError.self) { try await app.launch() }

        #expect(error?.launchProblem == .exitedBeforeFirstScreen(.exited(2)))
        #expect(error?.diagnostics?.logTail.contains("unknown launch argument '--mock-everything'") == true)
    }

    @Test("an executable that is not executable fails with launchFailed and a hint")
    func notExecutable() async throws {
        let app = App(executable: #filePath)

        let error = await #expect(throws: DriverError.self) { try await app.launch() }

        #expect(error?.launchProblem == .notExecutable(path: #filePath))
        #expect(error?.message.contains("\(#filePath) is not executable; make it executable (chmod +x) or rebuild it") == true)
        #expect(app.stateDirectory == nil)
    }
}

@Suite("What a failed launch leaves", .timeLimit(.minutes(1)), .hangReport, .dedicatedThread)
struct FailedLaunchTests {
    @Test("an executable that exits at once has both its standard output and its standard error in the failure's log")
    func outputAndErrorAreCaptured() async throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.path
        defer { withExtendedLifetime(temporary) {} }
        let script = folder + "/talkative-app"
        try writeExecutable("#!/bin/sh\necho 'said on standard output'\necho 'said on standard error' >&2\nexit 3\n", to: script)
        let app = App(executable: script)

        let error = await #expect(throws: DriverError.self) { try await app.launch() }

        #expect(error?.code == .launchFailed)
        #expect(error?.message.contains("it exited with exit code 3 before sending its first screen") == true)
        #expect(error?.diagnostics?.logTail.contains("said on standard output") == true)
        #expect(error?.diagnostics?.logTail.contains("said on standard error") == true)
    }

    @Test(
        "an app that writes part of its first frame's header and exits fails as having exited, without spinning",
        arguments: ["\\001", "\\000\\000", "\\000\\000\\000\\010"])
    func partialFirstFrame(bytes: String) async throws {
        let temporary = try TemporaryFolder()
        defer { withExtendedLifetime(temporary) {} }
        let script = temporary.path + "/partial-frame-app"
        try writeExecutable("#!/bin/sh\nprintf '\(bytes)' >&3\nexit 7\n", to: script)
        let app = App(executable: script)

        let error = await #expect(throws: DriverError.self) { try await app.launch() }

        #expect(error?.code == .launchFailed, "\(error?.message ?? "")")
        #expect(error?.message.contains("exit code 7") == true, "\(String(describing: error))")
        #expect(app.state == .notRunning)
    }

    @Test("an app that writes any part of its hello and exits fails as having exited, whichever byte it stopped at")
    func everyPrefixOfTheHello() async throws {
        let temporary = try TemporaryFolder()
        defer { withExtendedLifetime(temporary) {} }
        let hello = AppMessage.hello(AppHello(processID: 1, appName: "Partial")).framed()

        for length in 1..<hello.count {
            let script = temporary.path + "/hello-prefix-\(length)"
            let octal = hello.prefix(length).map { "\\" + String($0, radix: 8).leftPadded(to: 3) }.joined()
            try writeExecutable("#!/bin/sh\nprintf '\(octal)' >&3\nexit 7\n", to: script)
            let app = App(executable: script)

            let error = await #expect(throws: DriverError.self) { try await app.launch() }

            #expect(error?.code == .launchFailed, "\(length) of \(hello.count) bytes: \(error?.message ?? "")")
            #expect(error?.message.contains("exit code 7") == true, "\(length) of \(hello.count) bytes: \(error?.message ?? "")")
        }
    }

    @Test("an app that says nothing on its channel fails when the launch timeout runs out, not after asking what it is as well")
    func silentAppFailsAtItsTimeout() async throws {
        let temporary = try TemporaryFolder()
        defer { withExtendedLifetime(temporary) {} }
        let script = temporary.path + "/silent-app"
        // The app's own behaviour, not a wait of the test's: it never writes, and lives on.
        try writeExecutable("#!/bin/sh\nexec sleep 600\n", to: script)
        let app = App(executable: script)
        app.launchTimeout = .seconds(2)
        let clock = ContinuousClock()
        let started = clock.now

        let error = await #expect(throws: DriverError.self) { try await app.launch() }

        let waited = clock.now - started
        #expect(error?.code == .launchTimeout)
        #expect(error?.message.contains("sent no screen within 2 s") == true, "\(String(describing: error))")
        // What the message says must be what happened: before, a launch first spent up to
        // 15 s asking whether the app was a prepared one, then its 2 s on top.
        #expect(waited < .seconds(10), "the launch took \(waited), its message says 2 s")
        #expect(app.state == .notRunning)
    }

    @Test("a file that is executable but no program fails to start, saying why, and leaks no descriptor")
    func notAProgram() throws {
        let temporary = try TemporaryFolder()
        let folder = temporary.path
        defer { withExtendedLifetime(temporary) {} }
        let garbage = folder + "/not-a-program"
        try writeExecutable("\u{0}\u{1}\u{2}\u{3}", to: garbage)

        let probe = try TestChild("driver-probe", arguments: ["--app", garbage, "--descriptors", "--", "--uitesting"])
        let output = probe.readAll()

        #expect(probe.waitForExit() == .exited(1))
        #expect(
            output.contains(
                "launch failed: launchFailed: cannot launch \(garbage): cannot start \(garbage): Exec format error; "
                    + "it is not a program this machine can run: build it for this machine, or start a script with a #! line"), "\(output)")
        let line = try #require(output.split(separator: "\n").first { $0.hasPrefix("descriptors ") })
        let sets = line.dropFirst("descriptors ".count).components(separatedBy: " | ").map { Set($0.split(separator: ",")) }
        try #require(sets.count == 2)
        #expect(sets[1].isSubset(of: sets[0]), "the failed launch left descriptors open: \(line)")
    }
}

extension String {
    /// The text with zeros before it up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
