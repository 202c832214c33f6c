@testable import JourneyScript
import ScreenModel
import Testing

/// The Swift drafted from a recording, from a script built step by step: what each kind
/// of step becomes in a page object and in the journey.
@Suite("journey record --page-objects: the drafted Swift")
struct PageObjectDraftTests {
    private func locator(_ type: ElementType, _ identifier: String) -> ElementLocator {
        ElementLocator(query: Query(steps: [.descendants(type), .key(identifier)]), pick: .only)
    }

    @Test("clearing, swiping and waiting become page methods; an expectation the draft cannot write is left as a comment")
    func stepsOfEveryKind() throws {
        let title = locator(.staticText, "loginTitle")
        let email = locator(.textField, "emailField")
        let table = locator(.table, "productTable")
        var script = RecordedScript(launchArguments: ["--uitesting"])
        script.type("ada", into: email, on: title)
        script.append(.tap(locator(.button, "nextButton")), on: title)
        script.type("bo", into: email, on: title)
        script.append(.clearText(email), on: title)
        script.append(.swipe(.up, on: nil), on: title)
        script.append(.swipe(.down, on: table), on: title)
        script.append(.wait(locator(.activityIndicator, "spinner"), until: .exists, timeout: .seconds(12)), on: title)
        script.append(.expect(.text(email, .label, .contains, "Em")), on: title)
        script.append(.swipe(.down, on: table), on: title)
        script.append(.expect(.state(email, .exists, isNegated: true)), on: title)

        let files = PageObjectDraft(script: script, journeyName: "sign-in", appName: "DemoApp").files
        #expect(files.map(\.name) == ["SignInRecording.swift", "SignInRecording+LoginPage.swift", "SignInRecordingJourney.swift"])
        let page = try #require(files.first { $0.name == "SignInRecording+LoginPage.swift" }).text
        #expect(
            page.contains(
                """
                        /// `activityIndicators["spinner"]`.
                        var spinner: Element { app.activityIndicators["spinner"] }

                        /// Does what the recording did on this screen, and stays here.
                        func swipeDownProductTable(emailField emailFieldText: String, emailField2 emailField2Text: String) async throws -> LoginPage {
                            try await emailField.typeText(emailFieldText)
                            try await nextButton.tap()
                            try await emailField.typeText(emailField2Text)
                            try await emailField.clearText()
                            try await app.swipeUp()
                            try await productTable.swipeDown()
                            try await spinner.waitUntilExists(timeout: .seconds(12))
                            return self
                        }

                        /// Does what the recording did on this screen, and stays here.
                        func swipeDownProductTable2() async throws -> LoginPage {
                            try await productTable.swipeDown()
                            return self
                        }
                """), "\(page)")
        let journey = try #require(files.last).text
        #expect(
            journey.contains(
                """
                            let login = try await SignInRecording.LoginPage(app)
                            try await login.swipeDownProductTable(emailField: "ada", emailField2: "bo")
                            // not drafted: expect app.textFields["emailField"] label contains "Em"
                            try await login.swipeDownProductTable2()
                            #expect(try await !login.emailField.exists)
                        } catch {
                """), "\(journey)")
    }

    @Test("a screen reached without a step saying so, after a step that acted on nothing, is made in the journey before it is used")
    func screenReachedUnannounced() throws {
        let title = locator(.staticText, "loginTitle")
        let dashboard = locator(.staticText, "dashboardTitle")
        var script = RecordedScript(launchArguments: ["--uitesting"])
        script.append(.expect(.state(title, .exists, isNegated: false)), on: title)
        script.append(.tap(locator(.button, "cartButton")), on: dashboard)

        let journey = try #require(PageObjectDraft(script: script, journeyName: "browse", appName: "DemoApp").files.last).text

        #expect(
            journey.contains(
                """
                            let login = try await BrowseRecording.LoginPage(app)
                            #expect(try await login.loginTitle.exists)
                            let dashboard = try await BrowseRecording.DashboardPage(app)
                            try await dashboard.tapCartButton()
                """), "\(journey)")
    }

    @Test("the drafted journey launches the recorded app by its executable's name, built beside the tests", arguments: ["DemoApp", "TodoApp"])
    func draftLaunchesTheRecordedApp(appName: String) throws {
        var script = RecordedScript(launchArguments: ["--uitesting"])
        script.append(.tap(locator(.button, "cartButton")), on: locator(.staticText, "dashboardTitle"))

        let journey = try #require(PageObjectDraft(script: script, journeyName: "browse", appName: appName).files.last).text

        #expect(
            journey.contains(
                """
                        let app = App(executable: App.executable(named: "\(appName)"))
                        app.launchArguments = ["--uitesting"]
                """), "\(journey)")
    }
}
