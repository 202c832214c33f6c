import Driver
import Synchronization
import ScreenModel
import Testing
import DriverTesting

/// An element's attributes and actions, and the app's own, call by call, against a fake.
@Suite("Elements and the app, call by call")
struct ElementAPITests {
    static let field = ElementSnapshot(
        .textField, identifier: "emailField", label: "Email", value: "", placeholderValue: "you@example.com",
        hasFocus: true, frame: Rect(x: 2, y: 3, width: 30, height: 1)
    )
    static let tab = ElementSnapshot(.button, identifier: "Cart", label: "Cart", isSelected: true, frame: Rect(x: 2, y: 6, width: 8, height: 1))
    static let screen = Screens.window([field, tab])

    @Test("every attribute reads the latest screen")
    func attributes() async throws {
        let app = try await App.launched(with: FakeApp(Self.screen))
        let email = app.textFields["emailField"]

        #expect(try await email.identifier == "emailField")
        #expect(try await email.placeholderValue == "you@example.com")
        #expect(try await email.hasFocus)
        #expect(try await !email.isSelected)
        #expect(try await email.elementType == .textField)
        #expect(try await email.frame == Rect(x: 2, y: 3, width: 30, height: 1))
        #expect(try await app.buttons["Cart"].isSelected)
        #expect(try await !app.buttons["Cart"].hasFocus)
    }

    @Test("an element describes its subtree, or says why it cannot")
    func debugDescription() async throws {
        let app = try await App.launched(with: FakeApp(Self.screen))

        #expect(app.textFields["emailField"].debugDescription.contains("textField \"Email\" #emailField"))
        #expect(app.buttons["nowhere"].debugDescription.hasPrefix("app.buttons[\"nowhere\"]: noSuchElement: "))
        #expect(app.debugDescription.contains("#Cart"))
    }

    @Test("an element's children are one level below it")
    func children() async throws {
        let app = try await App.launched(with: FakeApp(Self.screen))
        let window = app.windows.element

        #expect(try await window.children(matching: .button).count == 1)
        #expect(try await window.children(matching: .textField).count == 1)
        #expect(try await app.children(matching: .button).count == 0)
    }

    @Test("double tap, swipes on an element and on the app are sent as such")
    func actionsAreSent() async throws {
        let fake = FakeApp(Self.screen)
        let app = try await App.launched(with: fake)

        try await app.buttons["Cart"].doubleTap()
        try await app.buttons["Cart"].swipeDown()
        try await app.swipeUp()
        try await app.swipeDown()

        let target = CommandTarget(path: ElementPath([0, 1]), elementType: .button, identifier: "Cart")
        #expect(fake.commands == [.doubleTap(target), .swipe(target, .down), .swipe(nil, .up), .swipe(nil, .down)])
    }

    @Test("an app that refuses an action fails it with elementNotInteractable and the app's reason")
    func refusals() async throws {
        let fake = FakeApp(Self.screen) { _, _ in .refused(CommandRefusal(.notInteractable, "the field is read-only")) }
        let app = try await App.launched(with: fake)

        let onElement = await #expect(throws: DriverError.self) { try await app.textFields["emailField"].typeText("x") }
        let onApp = await #expect(throws: DriverError.self) { try await app.swipeUp() }

        #expect(onElement?.obstacle == .refusedByApp(CommandRefusal(.notInteractable, "the field is read-only")))
        #expect(onElement?.message.contains("cannot typeText into app.textFields[\"emailField\"]: the field is read-only") == true)
        #expect(onApp?.obstacle == .refusedByApp(CommandRefusal(.notInteractable, "the field is read-only")))
        #expect(onApp?.message.contains("cannot swipeUp: the field is read-only") == true)
    }

    @Test("an unsupported command is refused the same way")
    func unsupported() async throws {
        let fake = FakeApp(Self.screen) { _, _ in .refused(CommandRefusal(.unsupported, "no such thing here")) }
        let app = try await App.launched(with: fake)

        let error = await #expect(throws: DriverError.self) { try await app.buttons["Cart"].tap() }

        #expect(error?.obstacle == .refusedByApp(CommandRefusal(.unsupported, "no such thing here")))
        #expect(error?.message.contains("no such thing here") == true)
    }

    @Test("an action on a busy app that never settles times out naming the action and the work")
    func actionOnBusyApp() async throws {
        let fake = FakeApp(Self.screen, activity: Screens.busy("network: GET /orders"))
        let app = try await App.launched(with: fake)

        let error = await #expect(throws: DriverError.self) { try await app.swipeUp(timeout: .milliseconds(30)) }

        #expect(error?.code == .timeout)
        #expect(error?.message.contains("the app becoming idle") == true)
        #expect(error?.message.contains("network: GET /orders") == true)
    }

    @Test("the app's settings read back as set, and its state reads as XCUITest's names")
    func settings() {
        let app = App(executable: "/nonexistent/DemoApp")

        app.launchEnvironment = ["DEMOAPP_LOCALE": "es"]
        app.launchTimeout = .seconds(3)
        app.advancesVirtualClock = false

        #expect(app.launchEnvironment == ["DEMOAPP_LOCALE": "es"])
        #expect(app.launchTimeout == .seconds(3))
        #expect(!app.advancesVirtualClock)
        #expect(App.State.notRunning.description == "notRunning")
        #expect(App.State.runningForeground.description == "runningForeground")
        #expect(app.debugDescription == "The app is not running (no screen has arrived).")
    }

    @Test("a custom warning handler hears each fragile query once")
    func warningHandler() async throws {
        let heard = Heard()
        let app = try await App.launched(with: FakeApp(Self.screen))
        app.warningHandler = { heard.append($0) }

        _ = try await app.buttons["Cart"].exists
        _ = try await app.textFields["Email"].exists
        _ = try await app.textFields["Email"].exists

        #expect(heard.lines.count == 1)
        #expect(heard.lines.first?.contains("by its label, not an identifier") == true)
    }

    @Test("a query read by count warns too when it finds an element by its label")
    func warningFromACount() async throws {
        let heard = Heard()
        let app = try await App.launched(with: FakeApp(Self.screen))
        app.warningHandler = { heard.append($0) }

        _ = try await app.windows.matching(identifier: "").children(matching: .textField).matching(.label("Email")).count
        let fromCount = heard.lines.count
        _ = try await app.textFields["Email"].children(matching: .any).count

        #expect(fromCount == 0)
        #expect(heard.lines.count == 1)
        #expect(heard.lines.first?.contains("app.textFields[\"Email\"]") == true)
    }

    @Test("waiting for the app to be running answers at once; a screenshot before any screen fails")
    func stateWaitsAndScreenshots() async throws {
        let running = try await App.launched(with: FakeApp(Self.screen))
        let neverLaunched = App(executable: "/nonexistent/DemoApp")

        #expect(await running.wait(for: .runningForeground, timeout: .seconds(30)))
        #expect(!(await neverLaunched.wait(for: .runningForeground, timeout: .seconds(30))))
        #expect(await neverLaunched.wait(for: .notRunning, timeout: .seconds(30)))
        await #expect(throws: DriverError.self) { try await neverLaunched.screenshot() }
        #expect(try await running.screenshot().description.contains("Cart"))
    }
}

/// Lines a handler heard, from any thread.
final class Heard: Sendable {
    private let stored = Mutex<[String]>([])
    func append(_ line: String) { stored.withLock { $0.append(line) } }
    var lines: [String] { stored.withLock { $0 } }
}
