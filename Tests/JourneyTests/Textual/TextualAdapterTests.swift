import Driver
import DriverTesting
import Testing

/// What the adapter promises about a Textual app, shown on its own small counter app.
/// One test at a time: each starts Python and Textual, which a busy machine feels.
@Suite("Textual adapter", .serialized, .appDiagnostics, .timeLimit(.minutes(3)), .hangReport, .requiresTextual, .dedicatedThread)
struct TextualAdapterTests {
    static func counter() async throws -> App {
        let app = App.textual([TextualEnvironment.counterApp], size: "80x40")
        try await app.launch()
        return app
    }

    /// The names of the work the app last reported.
    static func work(of app: App) -> [String] {
        app.tree?.activity.pendingWork.map(\.name) ?? []
    }

    @Test("a tap is a click through Textual's input pipeline: the button's handler runs")
    func tapClicks() async throws {
        let app = try await Self.counter()

        try await app.buttons["add"].tap()
        try await app.buttons["add"].tap()

        #expect(try await app.staticTexts["count"].label == "2")
    }

    @Test("a worker a tap starts is named in the activity, and its end is pushed unasked")
    func workerIsBusy() async throws {
        let app = try await Self.counter()

        try await app.buttons["load"].tap()

        #expect(Self.work(of: app).contains("worker load_data"), "\(Self.work(of: app))")
        try await app.staticTexts["status"].wait(until: .label("loaded"), timeout: .seconds(15))
        #expect(!Self.work(of: app).contains("worker load_data"))
    }

    @Test("a worker waiting on its queue leaves the app idle; handed an item, it holds the app busy until it is done")
    func queueWorkerIsIdleUntilFed() async throws {
        let app = App.textual([TextualEnvironment.loaderApp], size: "60x10")
        try await app.launch()

        try await app.waitForIdle(timeout: .seconds(15))
        #expect(!Self.work(of: app).contains("worker queue_loader"), "\(Self.work(of: app))")
        try await app.buttons["fetch"].tap()
        #expect(Self.work(of: app).contains("worker queue_loader"), "\(Self.work(of: app))")

        try await app.waitForIdle(timeout: .seconds(15))
        #expect(try await app.staticTexts["fetched"].label == "report fetched (1)")
    }

    @Test("a worker that polls for ever holds every tap, naming it, until it is ignored; then the tap goes and its effect shows")
    func pollingWorkerIgnored() async throws {
        let app = App.textual([TextualEnvironment.pollerApp], size: "60x12")
        app.actionTimeout = .seconds(2)
        try await app.launch()

        let held = await #expect(throws: DriverError.self) { try await app.buttons["add"].tap() }
        app.ignoredWork.append("worker poller")
        try await app.buttons["add"].tap()

        #expect(held?.code == .timeout)
        #expect(held?.message.contains("the app was still busy with worker poller") == true, "\(String(describing: held))")
        #expect(try await app.staticTexts["count"].label == "1")
    }

    @Test("a toast shown at start does not hold the first tap: its reply comes while the toast still shows")
    func toastHoldsNoTap() async throws {
        let app = App.textual([TextualEnvironment.pollerApp], size: "60x12")
        app.ignoredWork.append("worker poller")
        try await app.launch()
        let toast = app.staticTexts.element(matching: .label(contains: "Welcome back"))
        try await toast.waitUntilExists(timeout: .seconds(15))

        try await app.buttons["add"].tap()

        #expect(toast.instant.exists, "\(Self.work(of: app))")
        #expect(Self.work(of: app).contains("toast \"Welcome back\""), "\(Self.work(of: app))")
        #expect(try await app.staticTexts["count"].label == "1")
    }

    @Test("a drag reaches the widget as the mouse would: the slider it draws follows to where the button comes up, either way")
    func dragMovesTheSlider() async throws {
        let app = App.textual([TextualEnvironment.mixerApp], size: "40x12")
        try await app.launch()
        let slider = app.otherElements["volume"]
        let track = try await slider.frame

        try await slider.drag(to: Point(x: track.minX + 16, y: track.minY))
        #expect(try await app.staticTexts["volumeLabel"].label == "Volume 80%")
        try await app.drag(from: Point(x: track.minX + 16, y: track.minY), to: Point(x: track.minX + 2, y: track.minY))
        #expect(try await app.staticTexts["volumeLabel"].label == "Volume 10%")
    }

    @Test("a drag of a built-in scroll bar scrolls its container, as a person dragging the thumb does")
    func dragScrollsByTheScrollBar() async throws {
        let app = App.textual([TextualEnvironment.mixerApp], size: "40x12")
        try await app.launch()
        let log = try await app.scrollViews["log"].frame
        #expect(try await !app.staticTexts["line30"].isHittable)

        // The vertical scroll bar is the container's rightmost column; its thumb starts at the top.
        try await app.drag(from: Point(x: log.maxX - 1, y: log.minY), to: Point(x: log.maxX - 1, y: log.maxY - 1))

        #expect(try await app.staticTexts["line30"].isHittable)
        #expect(try await !app.staticTexts["line1"].isHittable)
    }

    @Test("a table the adapter cannot read row by row is a table of the lines it drew, one cell each")
    func foreignTableRows() async throws {
        let app = App.textual([TextualEnvironment.stockApp], size: "40x10")
        let warnings = WarningLog(app)
        try await app.launch()

        let cells = try await app.tables["stock"].cells.allElementsBoundByIndex
        #expect(try cells.map { try $0.instant.label } == ["apple     3", "pear     12"])
        #expect(try await app.cells["pear     12"].exists)
        // Such a line has no identifier: found by its label, with the warning that says so.
        #expect(warnings.printed.count == 1 && warnings.printed[0].description.contains("matched cell \"pear     12\" by its label"), "\(warnings.printed)")
    }

    @Test("a one-shot timer is named with its delay, and the app is idle once it has fired")
    func timerIsBusy() async throws {
        let app = try await Self.counter()

        try await app.buttons["later"].tap()

        #expect(Self.work(of: app).contains("timer 3 s"), "\(Self.work(of: app))")
        try await app.waitForIdle(timeout: .seconds(15))
        #expect(try await app.staticTexts["status"].label == "later")
    }

    @Test("a one-shot timer beyond the horizon is left out, and named, unasked, once it comes within it")
    func timerEntersTheHorizon() async throws {
        let app = App.textual([TextualEnvironment.counterApp], size: "80x40")
        app.launchEnvironment = ["JOURNEY_TEXTUAL_TIMER_HORIZON": "2"]
        try await app.launch()

        try await app.buttons["later"].tap()

        #expect(!Self.work(of: app).contains("timer 3 s"), "\(Self.work(of: app))")
        // The app reports itself idle until then, so this wait must not fail fast on idle.
        _ = try await app.waitForTree(timeout: .seconds(15)) { tree in
            tree.activity.pendingWork.contains { $0.name == "timer 3 s" }
        }
        try await app.staticTexts["status"].wait(until: .label("later"), timeout: .seconds(15))
    }

    @Test("a modal screen is a sheet: what lies beneath cannot be hit until it is dismissed")
    func modalBlocks() async throws {
        let app = try await Self.counter()
        try await app.buttons["add"].tap()

        try await app.buttons["reset"].tap()

        #expect(try await app.sheets.count == 1)
        #expect(try await !app.buttons["add"].isHittable)
        try await app.buttons["yes"].tap()
        #expect(try await app.sheets.count == 0)
        #expect(try await app.staticTexts["count"].label == "0")
        #expect(try await app.buttons["add"].isHittable)
    }

    @Test("the screenshot and a failure's diagnostics show what Textual drew: the dialog's round border, in no element's label")
    func screenIsTextualsOwn() async throws {
        let app = try await Self.counter()
        try await app.buttons["reset"].tap()

        let screen = try await app.screenshot()
        app.actionTimeout = .milliseconds(500)
        let error = await #expect(throws: DriverError.self) { try await app.buttons["absent"].tap() }

        #expect(screen.description.contains("╭"), "\(screen.framed)")
        #expect(screen.description.contains("Reset the count?"))
        #expect(!screen.description.contains("[ Yes ]"), "drawn from the tree, not by Textual: \(screen.framed)")
        #expect(screen.lines.count == 40)
        let diagnostics = try #require(error?.diagnostics)
        #expect(diagnostics.description.contains("╭"), "\(diagnostics)")
    }

    @Test("typeKey presses any key through Textual's input pipeline: letters type, Ctrl-A runs the Input's binding (cursor home)")
    func typeKeyPressesAnyKey() async throws {
        let app = try await Self.counter()
        try await app.textFields["name"].tap()

        try await app.typeKey("H")
        try await app.typeKey("i")
        try await app.typeKey("a", modifierFlags: .control)
        try await app.typeKey("X")

        #expect(try await app.textFields["name"].value == "XHi")
    }

    @Test("a key Textual cannot be sent is refused by the app, naming it")
    func controlCharacterRefused() async throws {
        let app = try await Self.counter()

        let error = await #expect(throws: DriverError.self) { try await app.typeKey("\u{1}") }

        #expect(error?.message.contains("U+0001") == true, "\(String(describing: error))")
    }

    @Test("the widget mapping: a disabled button, a text field with its placeholder, a checkbox's value, a list's rows")
    func mapping() async throws {
        let app = try await Self.counter()

        #expect(try await !app.buttons["never"].isEnabled)
        #expect(try await app.textFields["name"].placeholderValue == "Name")
        #expect(try await app.switches["loud"].value == "0")
        try await app.switches["loud"].tap()
        #expect(try await app.switches["loud"].value == "1")
        #expect(try await app.tables["fruit"].cells.count == 3)
        #expect(try await app.tables["fruit"].cells.element(boundBy: 1).label == "Banana")
        #expect(try await app.navigationBars.firstMatch.label.contains("Counter"))
    }

    @Test("typed text reaches the focused input as key events, and clearText empties it")
    func typeAndClear() async throws {
        let app = try await Self.counter()

        try await app.textFields["name"].typeText("Ada Lovelace")

        #expect(try await app.textFields["name"].value == "Ada Lovelace")
        #expect(try await app.textFields["name"].hasFocus)
        try await app.textFields["name"].clearText()
        #expect(try await app.textFields["name"].value == "")
    }

    @Test("an exception in the app fails the test as a crash, with the Python traceback in the app's log")
    func crashCarriesTraceback() async throws {
        let app = try await Self.counter()

        let error = await #expect(throws: DriverError.self) {
            try await app.buttons["crash"].tap()
            try await app.staticTexts["count"].wait(until: .label("never"), timeout: .seconds(15))
        }

        #expect(error?.code == .appCrashed, "\(String(describing: error))")
        let log = error?.diagnostics?.logTail ?? ""
        #expect(log.contains("RuntimeError: the crash button was pressed"), "\(log)")
    }

    @Test("the launch-argument check refuses a malformed --terminal-size, naming its index")
    func launchArgumentsChecked() throws {
        let check = try TestChild(
            TextualEnvironment.launcher, arguments: ["dooit", "--terminal-size", "80by24"],
            environment: ["TUI_CHECK_LAUNCH_ARGUMENTS": "1", "PATH": "/usr/bin:/bin"])

        let output = check.readAll()

        #expect(check.waitForExit() == .exited(0))
        #expect(output.hasPrefix("launch-arguments refused 1\n--terminal-size takes WIDTHxHEIGHT"), "\(output)")
    }
}
