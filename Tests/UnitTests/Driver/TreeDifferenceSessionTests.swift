import AutomationChannel
import Driver
import ScreenModel
import Testing

/// The driver's side of docs/protocol.md §8 and §6.4: it answers the app's hello with the
/// version both speak, and applies the tree differences an app of version 3 sends.
@Suite("Tree differences in the driver")
struct TreeDifferenceSessionTests {
    @Test("the driver answers an app's hello with the lower of the app's version and its own", arguments: [(2, 2), (3, 3), (4, 3), (99, 3)])
    func agreedVersion(app version: Int, answer: Int) async throws {
        let fake = FakeApp(Screens.window([Screens.button("go")]))
        fake.greet(with: AppHello(protocolVersion: version, processID: 4242, appName: "Fake"))
        let app = try await App.launched(with: fake)

        // The fake reads the driver's hello before the tap, so by the tap's reply it has it.
        try await app.buttons["go"].tap()
        await app.terminate()

        #expect(fake.driverHellos == [answer])
    }

    @Test("a difference the app pushes is applied: the driver holds exactly the new tree")
    func appliedDifference() async throws {
        let changed = Screens.window([Screens.text("status", "Tapped", row: 1), Screens.button("go", label: "Again")])
        let fake = FakeApp(Screens.window([Screens.button("go")])) { _, fake in
            fake.pushDifference(to: changed)
            return .done
        }
        let app = try await App.launched(with: fake)

        try await app.buttons["go"].tap()
        let tree = app.tree
        await app.terminate()

        #expect(tree?.root == changed)
        #expect(tree?.generation == 2)
    }

    @Test("a difference that names an old child the tree lacks fails the call with protocolError naming it")
    func badDifference() async throws {
        let fake = FakeApp(Screens.window([Screens.button("go")])) { _, fake in
            fake.sendDifference(TreeDifference(baseGeneration: 1, generation: 2, activity: .idle, root: ElementChange(children: [.keep(first: 1, count: 1)])))
            return .done
        }
        let app = try await App.launched(with: fake)

        let error = await #expect(throws: DriverError.self) { try await app.buttons["go"].tap() }

        #expect(error?.message == "protocolError: the app sent an unreadable message: old child index 1 out of range at /: the element has 1 children")
        #expect(app.state == .notRunning)
    }

    @Test("a difference against another generation than the latest tree's fails with protocolError naming both")
    func differenceAgainstOlderTree() async throws {
        let fake = FakeApp(Screens.window([Screens.button("go")])) { _, fake in
            fake.push(Screens.window([Screens.button("go"), Screens.text("t", "one")]))
            fake.sendDifference(TreeDifference(baseGeneration: 1, generation: 2, activity: .idle, root: ElementChange()))
            return .done
        }
        let app = try await App.launched(with: fake)

        let error = await #expect(throws: DriverError.self) { try await app.buttons["go"].tap() }

        #expect(error?.message == "protocolError: the app sent an unreadable message: a tree difference against generation 1, but the latest tree is generation 2")
    }

    @Test("a difference from an app that said it speaks version 2 is a protocol error")
    func differenceInVersionTwo() async throws {
        let fake = FakeApp(Screens.window([Screens.button("go")])) { _, fake in
            fake.pushDifference(to: Screens.window([Screens.button("go", label: "Again")]))
            return .done
        }
        fake.greet(with: AppHello(protocolVersion: 2, processID: 4242, appName: "Fake"))
        let app = try await App.launched(with: fake)

        let error = await #expect(throws: DriverError.self) { try await app.buttons["go"].tap() }

        #expect(error?.message == "protocolError: the app sent an unreadable message: unexpected treeDifference message; expected a tree (version 2 has no differences or parts)")
    }
}

/// The driver's side of docs/protocol.md §3.1: parts are joined and read as the message they carry.
@Suite("Messages in parts in the driver")
struct PartsSessionTests {
    @Test("a tree in parts is joined and taken as the latest tree")
    func treeInParts() async throws {
        let rows = (0..<40).map { Screens.text("row\($0)", "Row \($0)", row: $0) }
        let fake = FakeApp(Screens.window([Screens.button("go")])) { _, fake in
            fake.pushInParts(Screens.window([Screens.button("go")] + rows), frameLimit: 200)
            return .done
        }
        let app = try await App.launched(with: fake)

        try await app.buttons["go"].tap()
        let tree = app.tree
        await app.terminate()

        #expect(tree?.root == Screens.window([Screens.button("go")] + rows))
        #expect(tree?.generation == 2)
    }

    @Test("another message between the parts of one is a protocol error naming it")
    func interruptedParts() async throws {
        let fake = FakeApp(Screens.window([Screens.button("go")])) { _, fake in
            fake.sendRaw(AppMessage.part(MessagePart(more: true, piece: [0x02])).framed() + AppMessage.status(generation: 1, activity: .idle).framed())
            return .done
        }
        let app = try await App.launched(with: fake)

        let error = await #expect(throws: DriverError.self) { try await app.buttons["go"].tap() }

        #expect(error?.message == "protocolError: the app sent an unreadable message: a status message arrived between the parts of a message")
    }

    @Test("parts that join to a part are a protocol error")
    func partInParts() async throws {
        let inner = AppMessage.part(MessagePart(more: false, piece: [0x02])).framed().dropFirst(4)
        let fake = FakeApp(Screens.window([Screens.button("go")])) { _, fake in
            fake.sendRaw(AppMessage.part(MessagePart(more: false, piece: Array(inner))).framed())
            return .done
        }
        let app = try await App.launched(with: fake)

        let error = await #expect(throws: DriverError.self) { try await app.buttons["go"].tap() }

        #expect(error?.message == "protocolError: the app sent an unreadable message: unexpected part message; expected a tree or a tree difference, joined from parts")
    }
}
