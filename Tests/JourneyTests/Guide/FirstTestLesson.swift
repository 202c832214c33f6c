import Driver
import DriverTesting
import JourneyScript
import Testing

/// Guide, lesson 1: a UI test drives the app from outside, through what its screen exposes.
@Suite("Guide: a first UI test", .timeLimit(.minutes(1)), .hangReport, .tags(.journey), .tagSelection, .appDiagnostics)
struct FirstTestLesson {
    @Test("signing in with a stub account opens the shop")
    func signInOpensTheShop() async throws {
        let app = App(executable: demoApp)
        app.launchArguments = ["--uitesting", "--reset-state"]
        try await app.launch()

        try await app.textFields["emailField"].typeText("user@example.com")
        try await app.secureTextFields["passwordField"].typeText("securePass1")
        try await app.buttons["loginButton"].tap()

        #expect(try await app.staticTexts["dashboardTitle"].label == "Shop")
    }

    @Test("the test sees the screen as a tree of elements, each with its identifier")
    func theTestSeesATree() async throws {
        let app = App(executable: demoApp)
        app.launchArguments = ["--uitesting", "--reset-state"]
        try await app.launch()

        let tree = app.debugDescription

        #expect(tree.split(separator: "\n").map { PrintedText(String($0)) } == Self.signInTree.map(PrintedText.init))
    }

    @Test("the same test as a journey script passes")
    func theSameTestAsAJourney() async throws {
        let result = await JourneyRunner().run(try JourneyParser.parse(Self.signInJourney, file: "sign-in.journey"))

        #expect(result.passed, "\(result.failedStep?.failure?.message ?? "")")
    }

    static let signInJourney = """
        launch --uitesting --reset-state
        type "user@example.com" into textFields["emailField"]
        type "securePass1" into secureTextFields["passwordField"]
        tap buttons["loginButton"]
        expect staticTexts["dashboardTitle"] label == "Shop"
        """

    static let signInTree = [
        #"Tree 1, idle:"#,
        #"application "Shop" {{0, 0}, {80, 24}}"#,
        #"  window {{0, 0}, {80, 24}}"#,
        #"    navigationBar #loginNavigationBar {{0, 0}, {80, 2}}"#,
        #"      staticText "Sign In" #loginTitle {{36, 0}, {7, 1}}"#,
        #"    textField "Email" #emailField value: "" placeholder: "you@example.com" {{13, 3}, {49, 1}} [focused]"#,
        #"    secureTextField "Password" #passwordField value: "" placeholder: "required" {{10, 5}, {52, 1}}"#,
        #"    button "Log In" #loginButton {{10, 7}, {10, 1}} [disabled]"#,
        #"    button "Continue as Guest" #guestButton {{10, 11}, {21, 1}}"#,
        #"    staticText "Tab next  Enter select  F1 keys  ^C quit" #keyLegend {{1, 23}, {78, 1}}"#,
    ]
}
