import Driver
import DriverTesting
import JourneyScript
import Testing

/// Guide, lesson 3: the test chooses its scenario with launch arguments.
@Suite("Guide: launch-argument scenarios", .timeLimit(.minutes(1)), .hangReport, .tags(.journey), .tagSelection, .appDiagnostics)
struct LaunchArgumentLesson {
    /// Signs in as `test@example.com` and reads the newest order's label.
    static func newestOrder(launchArguments: [String]) async throws -> String {
        let app = App(executable: demoApp)
        app.launchArguments = launchArguments
        try await app.launch()

        try await app.textFields["emailField"].typeText("test@example.com")
        try await app.secureTextFields["passwordField"].typeText("livePassword")
        try await app.buttons["loginButton"].tap()
        try await app.tabBars.buttons["Orders"].tap()

        return try await app.cells["orderCell_0"].label
    }

    @Test("a test that names its scenario finds the orders the scenario seeds")
    func scenarioSeedsTheOrders() async throws {
        // Do: name the scenario the test needs.
        let order = try await Self.newestOrder(launchArguments: ["--uitesting", "--reset-state", "--mock-orders"])

        #expect(order == "Order #1006")
    }

    @Test("a test that expects data it did not ask for fails at once, saying what the screen shows")
    func dataNotAskedForIsNotThere() async throws {
        let error = await #expect(throws: DriverError.self) {
            // Don't: expect data the test did not ask for.
            _ = try await Self.newestOrder(launchArguments: ["--uitesting", "--reset-state"])
        }

        #expect(
            PrintedText(error)
                == PrintedText(
                    #"noSuchElement: no element matches app.cells["orderCell_0"] (app.cells already matches nothing) (the app is idle, showing the "Orders" screen (#ordersNavigationBar), so nothing will change until the test acts; checked after 14 µs)"#
                ))
    }

    @Test("a mistyped flag stops the launch, and the app's log says which flag it meant")
    func mistypedFlagIsRefused() async throws {
        let error = await #expect(throws: DriverError.self) {
            // Don't: a flag the app does not know.
            _ = try await Self.newestOrder(launchArguments: ["--uitesting", "--reset-state", "--mock-order"])
        }

        #expect(PrintedText(error) == PrintedText(#"launchFailed: cannot launch …/.build/debug/DemoApp: it exited with exit code 2 before sending its first screen"#))
        #expect(
            error?.diagnostics?.logTail.split(separator: "\n").prefix(2).map { PrintedText(String($0)) } == [
                PrintedText(#"DemoApp: unknown launch argument '--mock-order'; did you mean '--mock-orders'?"#),
                PrintedText(#"Valid launch arguments:"#),
            ])
    }

    @Test("the scenario in a journey script")
    func scenarioInAJourney() async throws {
        let result = await JourneyRunner().run(try JourneyParser.parse(Self.ordersJourney, file: "orders.journey"))

        #expect(result.passed, "\(result.failedStep?.failure?.message ?? "")")
    }

    static let ordersJourney = """
        launch --uitesting --reset-state --mock-orders
        type "test@example.com" into textFields["emailField"]
        type "livePassword" into secureTextFields["passwordField"]
        tap buttons["loginButton"]
        tap tabBars.buttons["Orders"]
        expect cells["orderCell_0"] label == "Order #1006"
        """
}
