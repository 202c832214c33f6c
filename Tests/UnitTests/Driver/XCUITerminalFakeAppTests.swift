import Driver
import DriverTesting
import ScreenModel
import Testing
import XCUITerminal

@Suite("XCUITest's API against a fake app", .dedicatedThread)
struct XCUITerminalFakeAppTests {
    private func application(_ children: [ElementSnapshot]) async throws -> (XCUIApplication, FakeApp) {
        let fake = FakeApp(Screens.window(children))
        return (XCUIApplication(app: try await App.launched(with: fake)), fake)
    }

    @Test("a switch's value reads as iOS's \"1\" or \"0\", whatever the app calls on and off")
    func switchValues() async throws {
        let (app, _) = try await application([
            ElementSnapshot(.switch, identifier: "wifi", label: "Wi-Fi", value: "on", frame: Rect(x: 2, y: 2, width: 10, height: 1)),
            ElementSnapshot(.switch, identifier: "bluetooth", label: "Bluetooth", value: "off", frame: Rect(x: 2, y: 3, width: 10, height: 1)),
            ElementSnapshot(.switch, identifier: "airplane", label: "Airplane", isSelected: true, frame: Rect(x: 2, y: 4, width: 10, height: 1)),
        ])

        #expect(app.switches["wifi"].value as? String == "1")
        #expect(app.switches["bluetooth"].value as? String == "0")
        #expect(app.switches["airplane"].value as? String == "1")
    }

    @Test("toggles are the switches: .toggle finds each on/off control and reads its value, and nothing else")
    func toggles() async throws {
        let (app, _) = try await application([
            ElementSnapshot(.switch, identifier: "wifi", label: "Wi-Fi", value: "on", frame: Rect(x: 2, y: 2, width: 10, height: 1)),
            ElementSnapshot(.switch, identifier: "bluetooth", label: "Bluetooth", value: "off", frame: Rect(x: 2, y: 3, width: 10, height: 1)),
            ElementSnapshot(.button, identifier: "done", label: "Done", frame: Rect(x: 2, y: 4, width: 6, height: 1)),
        ])

        #expect(app.toggles.count == 2)
        #expect(app.toggles["wifi"].value as? String == "1")
        #expect(app.descendants(matching: .toggle)["bluetooth"].value as? String == "0")
        #expect(app.toggles["done"].exists == false)
        #expect(app.switches["wifi"].elementType == .toggle)
    }

    @Test("popovers are the sheets: .popover finds each panel over the screen and what it holds, and nothing else")
    func popovers() async throws {
        let (app, _) = try await application([
            ElementSnapshot(.button, identifier: "avatar", label: "Avatar", frame: Rect(x: 2, y: 2, width: 8, height: 1)),
            ElementSnapshot(
                .sheet, identifier: "picker", frame: Rect(x: 10, y: 4, width: 30, height: 6),
                children: [
                    ElementSnapshot(.button, identifier: "camera", label: "Camera", frame: Rect(x: 12, y: 5, width: 8, height: 1)),
                    ElementSnapshot(.button, identifier: "library", label: "Library", frame: Rect(x: 12, y: 6, width: 9, height: 1)),
                ]),
        ])

        #expect(app.popovers.count == 1)
        #expect(app.popovers.buttons.count == 2)
        #expect(app.popovers.buttons.element(boundBy: 1).identifier == "library")
        #expect(app.popovers.buttons["avatar"].exists == false)
        #expect(app.sheets["picker"].elementType == .popover)
    }

    @Test("a number is a velocity where one is expected, as on iOS: whole, with a fraction, or by rawValue")
    func velocityLiterals() async throws {
        let (app, fake) = try await application([ElementSnapshot(.scrollView, identifier: "photos", frame: Rect(x: 0, y: 0, width: 80, height: 20))])
        let target = CommandTarget(path: ElementPath([0, 0]), elementType: .scrollView, identifier: "photos")
        let whole: XCUIGestureVelocity = 400
        let fraction: XCUIGestureVelocity = 2_500.0

        app.scrollViews["photos"].swipeUp(velocity: 400)

        #expect(whole.rawValue == 400)
        #expect(XCUIGestureVelocity(integerLiteral: 500) == .slow)
        #expect(fraction == .fast)
        #expect(XCUIGestureVelocity(rawValue: 1_000) == .default)
        #expect(XCUIGestureVelocity(rawValue: 1_000) != .fast)
        #expect(fake.commands == [.swipe(target, .up)])
    }

    @Test("swipes in all four directions, with or without a velocity, reach the app as swipes")
    func swipes() async throws {
        let (app, fake) = try await application([ElementSnapshot(.scrollView, identifier: "photos", frame: Rect(x: 0, y: 0, width: 80, height: 20))])
        let target = CommandTarget(path: ElementPath([0, 0]), elementType: .scrollView, identifier: "photos")

        app.scrollViews["photos"].swipeLeft()
        app.scrollViews["photos"].swipeRight(velocity: .fast)
        app.scrollViews["photos"].swipeUp(velocity: .slow)
        app.swipeDown()

        #expect(fake.commands == [.swipe(target, .left), .swipe(target, .right), .swipe(target, .up), .swipe(nil, .down)])
    }

    @Test("the element types a terminal UI also has are found by XCUITest's query names")
    func extraTypes() async throws {
        let (app, _) = try await application([
            ElementSnapshot(
                .toolbar, identifier: "bar", frame: Rect(x: 0, y: 20, width: 80, height: 1),
                children: [
                    ElementSnapshot(.link, identifier: "help", label: "Help", frame: Rect(x: 2, y: 20, width: 4, height: 1))
                ]),
            ElementSnapshot(.textView, identifier: "notes", value: "hello", frame: Rect(x: 0, y: 2, width: 80, height: 5)),
            ElementSnapshot(.progressIndicator, identifier: "upload", value: "40%", frame: Rect(x: 0, y: 8, width: 20, height: 1)),
        ])

        #expect(app.toolbars["bar"].links["help"].label == "Help")
        #expect(app.textViews["notes"].value as? String == "hello")
        #expect(app.progressIndicators.count == 1)
        #expect(app.segmentedControls.count == 0)
    }
}

@Suite("Typed keys", .dedicatedThread)
struct TypedKeyTests {
    @Test("XCUIKeyboardKey characters in typed text press their keys, in order, on the focused field")
    func keysInTypedText() async throws {
        let fake = FakeApp(Screens.window([ElementSnapshot(.textField, identifier: "name", value: "", frame: Rect(x: 2, y: 2, width: 20, height: 1))]))
        let app = XCUIApplication(app: try await App.launched(with: fake))
        let target = CommandTarget(path: ElementPath([0, 0]), elementType: .textField, identifier: "name")

        app.textFields["name"].typeText("ab" + XCUIKeyboardKey.delete.rawValue + "\u{8}c" + XCUIKeyboardKey.return.rawValue)

        #expect(fake.commands == [.typeText(target, "ab"), .press(.backspace), .press(.backspace), .typeText(target, "c"), .press(.enter)])
    }
}

extension TypedKeyTests {
    @Test("text typed to the application goes to the focused field, line break included (which submits it)")
    func typingToTheApplication() async throws {
        let field = ElementSnapshot(.searchField, identifier: "search", value: "", hasFocus: true, frame: Rect(x: 2, y: 2, width: 20, height: 1))
        let fake = FakeApp(Screens.window([field]))
        let app = XCUIApplication(app: try await App.launched(with: fake))

        app.typeText("socks\n")

        #expect(fake.commands == [.typeText(CommandTarget(path: ElementPath([0, 0]), elementType: .searchField, identifier: "search"), "socks\n")])
    }
}

@Suite("Device conditions", .dedicatedThread)
struct DeviceConditionTests {
    @Test("a device condition the app does not simulate fails with its own code, naming the condition")
    func refusedCondition() async throws {
        let fake = FakeApp(Screens.window([])) { command, _ in
            guard case .setCondition = command else { return .done }
            return .refused(CommandRefusal(.unsupportedCondition, "this app simulates no device conditions"))
        }
        let app = try await App.launched(with: fake)

        let error = await #expect(throws: DriverError.self) { try await app.setDeviceCondition("network", to: "offline") }

        #expect(error?.code == .deviceConditionRefused)
        #expect(error?.refusal == CommandRefusal(.unsupportedCondition, "this app simulates no device conditions"))
        #expect(error?.message == "deviceConditionRefused: cannot set the device's network to offline: this app simulates no device conditions")
    }
}
