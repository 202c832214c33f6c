import Driver
import Foundation
import ScreenModel
import SystemLayer
import Testing
import DriverTesting

@Suite("Actions against a fake app")
struct ActionTests {
    @Test("a tap is sent to the one element the locator finds, by its path")
    func tapTargetsResolvedElement() async throws {
        let fake = FakeApp(Screens.window([Screens.button("a"), Screens.button("b", row: 4)]))
        let app = try await App.launched(with: fake)

        try await app.buttons["b"].tap()

        #expect(fake.commands == [.tap(CommandTarget(path: ElementPath([0, 1]), elementType: .button, identifier: "b"))])
    }

    @Test("an ambiguous locator fails with every candidate and a query that picks each")
    func ambiguousLocator() async throws {
        let fake = FakeApp(Screens.window([Screens.button("save", label: "Save"), Screens.button("saveCopy", label: "Save", row: 4)]))
        let app = try await App.launched(with: fake)

        let error = await #expect(throws: DriverError.self) { try await app.buttons["Save"].tap() }

        #expect(error?.code == .multipleMatches)
        #expect(error?.message.contains("2 elements match app.buttons[\"Save\"] where one was expected") == true)
        #expect(error?.message.contains("button #saveCopy \"Save\", found by app.buttons[\"saveCopy\"]") == true)
        #expect(fake.commands.isEmpty)
    }

    @Test("a disabled button is not tapped; the error says it is disabled")
    func disabledButton() async throws {
        let fake = FakeApp(Screens.window([Screens.button("loginButton", enabled: false)]))
        let app = try await App.launched(with: fake)

        let error = await #expect(throws: DriverError.self) { try await app.buttons["loginButton"].tap() }

        #expect(error?.code == .elementNotInteractable)
        #expect(error?.message.contains("cannot tap app.buttons[\"loginButton\"]: it is disabled") == true)
        #expect(fake.commands.isEmpty)
    }

    @Test("an action waits for a busy app to settle, then acts")
    func actionWaitsForIdle() async throws {
        let fake = FakeApp(Screens.window([Screens.button("go", enabled: false)]), activity: Screens.busy("network: GET /catalog"))
        let app = try await App.launched(with: fake)

        async let tapped: Void = app.buttons["go"].tap()
        fake.push(Screens.window([Screens.button("go")]))
        try await tapped

        #expect(fake.commands.count == 1)
    }

    @Test("when the screen changes under an action, it is retried on the new screen")
    func staleElementIsRetried() async throws {
        let fake = FakeApp(Screens.window([Screens.button("go")])) { command, fake in
            guard fake.commands.count == 1 else { return .done }
            // The first tap arrives after the button moved: say so, and show where it went.
            fake.push(Screens.window([Screens.text("banner", "Sale!", row: 0), Screens.button("go")]))
            return .refused(CommandRefusal(.staleElement, "button #go at /0/0 is gone from the screen"))
        }
        let app = try await App.launched(with: fake)

        try await app.buttons["go"].tap()

        #expect(
            fake.commands == [
                .tap(CommandTarget(path: ElementPath([0, 0]), elementType: .button, identifier: "go")),
                .tap(CommandTarget(path: ElementPath([0, 1]), elementType: .button, identifier: "go")),
            ])
    }

    @Test("an element the app calls stale without a newer screen fails with staleElement")
    func staleWithoutNewScreen() async throws {
        let fake = FakeApp(Screens.window([Screens.button("go")])) { _, _ in
            .refused(CommandRefusal(.staleElement, "button #go at /0/0 is gone from the screen"))
        }
        let app = try await App.launched(with: fake)

        let error = await #expect(throws: DriverError.self) { try await app.buttons["go"].tap() }

        #expect(error?.code == .staleElement)
        #expect(error?.refusal == CommandRefusal(.staleElement, "button #go at /0/0 is gone from the screen"))
        #expect(error?.message.contains("it was found in tree 1 but the app's screen changed before the tap arrived") == true)
        #expect(fake.commands.count == 1)
    }

    @Test("an app that stops answering fails the command with a timeout and is terminated")
    func hungAppIsTerminated() async throws {
        let fake = FakeApp(Screens.window([Screens.button("go")])) { _, _ in nil }
        let app = try await App.launched(with: fake)
        app.replyTimeout = .milliseconds(50)

        let error = await #expect(throws: DriverError.self) { try await app.buttons["go"].tap() }
        await app.waitUntilNotRunning()

        #expect(error?.code == .timeout)
        #expect(error?.message.contains("a reply to 'tap button #go at /0/0' did not happen within") == true)
        #expect(error?.message.contains("the app stopped answering, so it was terminated") == true)
        #expect(fake.signals.first == Signal.terminate)
    }

    @Test("an app that never sends its first screen fails the launch with launchTimeout and is killed")
    func launchTimeout() async throws {
        let fake = FakeApp(Screens.window([]))
        fake.withholdFirstTree()
        let app = App(launcher: FakeLauncher(fake: fake), stateDirectory: "/nonexistent-fake-state")
        app.launchTimeout = .milliseconds(50)

        let error = await #expect(throws: DriverError.self) { try await app.launch() }

        #expect(error?.code == .launchTimeout)
        #expect(error?.message.contains("sent no screen within 50 ms; it was terminated") == true)
        #expect(fake.signals == [Signal.kill])
        #expect(app.state == .notRunning)
    }

    @Test("a launch whose task is cancelled before the first screen fails as cancelled, not as a launch timeout, and kills the app")
    func cancelledLaunch() async throws {
        let fake = FakeApp(Screens.window([]))
        fake.withholdFirstTree()
        let app = App(launcher: FakeLauncher(fake: fake), stateDirectory: "/nonexistent-fake-state")
        app.launchTimeout = .seconds(60)

        let launching = Task { try await app.launch() }
        launching.cancel()

        let error = await #expect(throws: DriverError.self) { try await launching.value }
        #expect(error?.code == .timeout)
        #expect(error?.message.contains("the app's first screen did not happen within") == true)
        #expect(error?.message.contains("the test stopped waiting: its task was cancelled") == true)
        #expect(error?.message.contains("60 s") == false)
        // A cancelled task does not wait for the reaping, which may kill once more.
        await app.waitUntilNotRunning()
        #expect(!fake.signals.isEmpty && fake.signals.allSatisfy { $0 == Signal.kill })
        #expect(app.state == .notRunning)
    }

    @Test("an app that exits before its first screen fails the launch with launchFailed")
    func exitBeforeFirstTree() async throws {
        let fake = FakeApp(Screens.window([]))
        fake.withholdFirstTree()
        let app = App(launcher: FakeLauncher(fake: fake), stateDirectory: "/nonexistent-fake-state")

        let launching = Task { try await app.launch() }
        fake.crash(with: .exited(7))

        let error = await #expect(throws: DriverError.self) { try await launching.value }
        #expect(error?.code == .launchFailed)
        #expect(error?.message.contains("it exited with exit code 7 before sending its first screen") == true)
    }

    @Test("an app that ends leaves the driver's end of its channel closed")
    func endedAppClosesChannel() async throws {
        let fake = FakeApp(Screens.window([]))
        let app = try await App.launched(with: fake)
        try #require(fake.driverChannelName.hasPrefix("socket:["))
        #expect(Self.openFiles().contains(fake.driverChannelName), "open while the app runs")

        await app.terminate()

        #expect(!Self.openFiles().contains(fake.driverChannelName), "\(fake.driverChannelName) is still open after the app ended")
    }

    @Test("an app that ends leaves the readiness group that watched its channel closed")
    func endedAppClosesGroup() async throws {
        let fake = FakeApp(Screens.window([]))
        let app = try await App.launched(with: fake)
        let inode = try #require(UInt64(fake.driverChannelName.dropFirst("socket:[".count).dropLast(), radix: 10))
        let groups = Self.epollInstances().filter { $0.members.contains(inode) }
        try #require(groups.count == 1, "one group watches the channel while the app runs")

        await app.terminate()

        // The kernel drops a closed member from its groups: a group left open has none. (Its
        // number may have gone to another test's group since, which has members.)
        let left = Self.epollInstances().first { $0.descriptor == groups[0].descriptor }
        #expect(left == nil || left?.members.isEmpty == false, "the group (descriptor \(groups[0].descriptor)) is still open after the app ended")
    }

    /// The test process's epoll instances, each with the inodes of its members, from `/proc/self/fdinfo`.
    private static func epollInstances() -> [(descriptor: Int32, members: [UInt64])] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return names.compactMap { name in
            guard let descriptor = Int32(name),
                (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + name)) == "anon_inode:[eventpoll]",
                let info = try? String(contentsOfFile: "/proc/self/fdinfo/" + name, encoding: .utf8)
            else { return nil }
            let members = info.split(separator: "\n").filter { $0.hasPrefix("tfd:") }.compactMap { line in
                line.split(separator: " ").first { $0.hasPrefix("ino:") }.flatMap { UInt64($0.dropFirst(4), radix: 16) }
            }
            return (descriptor, members)
        }
    }

    /// What each of the test process's descriptors is open on, as `/proc/self/fd` lists them.
    private static func openFiles() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return names.compactMap { try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + $0) }
    }

    @Test("acting on an app that was never launched says to launch it")
    func notLaunched() async throws {
        let app = App(launcher: FakeLauncher(fake: FakeApp(Screens.window([]))))

        let error = await #expect(throws: DriverError.self) { try await app.buttons["go"].tap() }

        #expect(error?.code == .appNotRunning)
        #expect(error?.message == "appNotRunning: cannot tap app.buttons[\"go\"]: the app is not running; call launch() first")
    }
}
