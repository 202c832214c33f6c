import Driver
import DriverTesting
import ScreenModel
import Testing
import XCUITerminal

/// XCUITest's drags and multi-taps against a fake app: what reaches the app.
@Suite("XCUITest's drags and taps", .dedicatedThread)
struct GestureTests {
    /// A scroll view with rows at lines 2, 6 and 10, and a cell at column 40 of line 6.
    private func application() async throws -> (XCUIApplication, FakeApp) {
        let fake = FakeApp(
            Screens.window([
                ElementSnapshot(
                    .scrollView, identifier: "list", frame: Rect(x: 0, y: 0, width: 80, height: 20),
                    children: [
                        ElementSnapshot(.cell, identifier: "top", label: "Top", frame: Rect(x: 0, y: 2, width: 20, height: 1)),
                        ElementSnapshot(.cell, identifier: "middle", label: "Middle", frame: Rect(x: 0, y: 6, width: 20, height: 1)),
                        ElementSnapshot(.cell, identifier: "bottom", label: "Bottom", frame: Rect(x: 0, y: 10, width: 20, height: 1)),
                        ElementSnapshot(.cell, identifier: "right", label: "Right", frame: Rect(x: 40, y: 6, width: 20, height: 1)),
                    ])
            ]))
        return (XCUIApplication(app: try await App.launched(with: fake)), fake)
    }

    private func cell(_ identifier: String, _ index: Int) -> CommandTarget {
        CommandTarget(path: ElementPath([0, 0, index]), elementType: .cell, identifier: identifier)
    }

    @Test("a drag onto another element is one drag from the middle of the one to the middle of the other: up, down, left, right")
    func dragBetweenElements() async throws {
        let (app, fake) = try await application()
        let middle = app.cells["middle"]

        middle.press(forDuration: 0.1, thenDragTo: app.cells["top"])
        middle.press(forDuration: 0.1, thenDragTo: app.cells["bottom"])
        app.cells["right"].press(forDuration: 0, thenDragTo: middle)
        middle.press(forDuration: 0, thenDragTo: app.cells["right"], withVelocity: .fast, thenHoldForDuration: 1)

        #expect(
            fake.commands == [
                .drag(cell("middle", 1), from: Point(x: 9, y: 6), to: Point(x: 9, y: 2)),
                .drag(cell("middle", 1), from: Point(x: 9, y: 6), to: Point(x: 9, y: 10)),
                .drag(cell("right", 3), from: Point(x: 49, y: 6), to: Point(x: 9, y: 6)),
                .drag(cell("middle", 1), from: Point(x: 9, y: 6), to: Point(x: 49, y: 6)),
            ])
    }

    @Test("a drag between coordinates goes from the cell under the one to the cell under the other, each rounded down, aimed at what is drawn at the start")
    func dragBetweenCoordinates() async throws {
        let (app, fake) = try await application()
        let start = app.scrollViews["list"].coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5))
        let onRight = app.cells["right"].coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0))
        let list = CommandTarget(path: ElementPath([0, 0]), elementType: .scrollView, identifier: "list")

        start.press(forDuration: 0, thenDragTo: start.withOffset(CGVector(dx: 0.9, dy: 0.9)))
        start.press(forDuration: 0, thenDragTo: start.withOffset(CGVector(dx: 0, dy: -1)))
        start.press(forDuration: 0, thenDragTo: start.withOffset(CGVector(dx: 5, dy: 4)), withVelocity: .slow, thenHoldForDuration: 0)
        onRight.press(forDuration: 0, thenDragTo: start)

        #expect(
            fake.commands == [
                .drag(list, from: Point(x: 40, y: 10), to: Point(x: 40, y: 10)),
                .drag(list, from: Point(x: 40, y: 10), to: Point(x: 40, y: 9)),
                .drag(list, from: Point(x: 40, y: 10), to: Point(x: 45, y: 14)),
                .drag(cell("right", 3), from: Point(x: 40, y: 6), to: Point(x: 40, y: 10)),
            ])
    }

    @Test("a coordinate's doubleTap and press reach the control under its cell: a double tap, and a tap (a terminal has no touch to hold)")
    func coordinateTaps() async throws {
        let (app, fake) = try await application()
        let onTop = app.cells["top"].coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0))

        onTop.doubleTap()
        onTop.press(forDuration: 2)

        #expect(fake.commands == [.doubleTap(cell("top", 0)), .tap(cell("top", 0))])
    }

    @Test("a drag onto an element that is not there records a failure naming it, and sends nothing")
    func dragOntoMissingElement() async throws {
        let (app, fake) = try await application()
        let captured = CapturedFailures()

        FailureRecorder.$capture.withValue(captured) {
            app.cells["middle"].press(forDuration: 0, thenDragTo: app.cells["nowhere"])
        }

        #expect(fake.commands.isEmpty)
        #expect(captured.all.count == 1)
        #expect(captured.all.first?.message.hasPrefix(#"noSuchElement: no element matches app.cells["nowhere"]"#) == true, "\(captured.all)")
    }

    @Test("tap(withNumberOfTaps:numberOfTouches:) taps once, double-taps for two, taps three times for three")
    func multipleTaps() async throws {
        let (app, fake) = try await application()
        let top = app.cells["top"]

        top.tap(withNumberOfTaps: 1, numberOfTouches: 1)
        top.tap(withNumberOfTaps: 2, numberOfTouches: 1)
        top.tap(withNumberOfTaps: 3, numberOfTouches: 1)

        #expect(fake.commands == [.tap(cell("top", 0)), .doubleTap(cell("top", 0))] + Array(repeating: .tap(cell("top", 0)), count: 3))
    }

    @Test("more than one touch, or no tap, records a failure saying a terminal has one pointer, and sends nothing", arguments: [(1, 2), (0, 1), (2, 0)])
    func unsupportedTouches(taps: Int, touches: Int) async throws {
        let (app, fake) = try await application()
        let captured = CapturedFailures()

        FailureRecorder.$capture.withValue(captured) {
            app.cells["top"].tap(withNumberOfTaps: taps, numberOfTouches: touches)
        }

        #expect(fake.commands.isEmpty)
        #expect(
            captured.all.map(\.message) == [
                "tap(withNumberOfTaps: \(taps), numberOfTouches: \(touches)) on app.cells[\"top\"]: a terminal has one pointer, so numberOfTouches must be 1, and numberOfTaps at least 1"
            ])
    }

    @Test("XCUIDevice's buttons press nothing in a terminal: each records a failure at the caller's line saying so")
    func deviceButtons() async throws {
        let (_, fake) = try await application()
        let captured = CapturedFailures()

        var line = 0
        FailureRecorder.$capture.withValue(captured) {
            XCUIDevice.shared.press(.home); line = #line
        }

        #expect(fake.commands.isEmpty)
        #expect(captured.all.map(\.line) == [line])
        #expect(captured.all.first?.message.hasPrefix("XCUIDevice.shared.press(.home): a terminal has no device buttons") == true)
    }
}
