import JourneyScript
import ScreenModel
import Testing

@Suite("Journey parser: valid scripts")
struct ParserTests {
    @Test("a whole script becomes its steps, in order, with lines and source text")
    func wholeScript() throws {
        let source = """
            # Guest checkout: browse, add to cart, pay.
            launch --uitesting --reset-state --mock-catalog

            tap cells["productCell_0"]   # the first product
            wait buttons["addToCartButton"] exists within 5s
            expect staticTexts["cart.total"] label == "€89.00"
            """

        let journey = try JourneyParser.parse(source, file: "journeys/checkout.journey")

        #expect(journey.name == "checkout")
        #expect(journey.file == "journeys/checkout.journey")
        #expect(journey.steps.map(\.line) == [2, 4, 5, 6])
        #expect(
            journey.steps.map(\.source) == [
                "launch --uitesting --reset-state --mock-catalog",
                "tap cells[\"productCell_0\"]",
                "wait buttons[\"addToCartButton\"] exists within 5s",
                "expect staticTexts[\"cart.total\"] label == \"€89.00\"",
            ])
    }

    @Test(
        "each step reads as its action",
        arguments: [
            ("launch --uitesting --reset-state", "launch --uitesting --reset-state"),
            ("launch --state-dir \"/tmp/a b\" -AppleLanguages (es)", "launch --state-dir \"/tmp/a b\" -AppleLanguages (es)"),
            ("relaunch", "relaunch"),
            ("relaunch --uitesting --locale ja", "relaunch --uitesting --locale ja"),
            ("tap buttons[\"loginButton\"]", "tap app.buttons[\"loginButton\"]"),
            ("type \"Ada Lovelace\" into textFields[\"addressNameField\"]", "type \"Ada Lovelace\" into app.textFields[\"addressNameField\"]"),
            ("clear secureTextFields[\"passwordField\"]", "clear app.secureTextFields[\"passwordField\"]"),
            ("swipe up on tables[\"productTable\"]", "swipe up on app.tables[\"productTable\"]"),
            ("swipe down", "swipe down"),
            ("drag cells[\"todoCell_0\"] to cells[\"todoCell_2\"]", "drag app.cells[\"todoCell_0\"] to app.cells[\"todoCell_2\"]"),
            ("press enter", "press enter"),
            ("press pageDown", "press pageDown"),
            ("press pagedown", "press pageDown"),
            ("press a", "press a"),
            ("press A", "press A"),
            ("press \"/\"", "press \"/\""),
            ("press ctrl-s", "press ctrl-s"),
            ("press Ctrl-Alt-x", "press ctrl-alt-x"),
            ("press shift-up", "press shift-up"),
            ("press F1", "press f1"),
            ("press f12", "press f12"),
            ("press space", "press space"),
            ("press insert", "press insert"),
            ("press shift-tab", "press shift-tab"),
            ("press \"Buy milk\"", "press \"Buy milk\""),
            ("wait staticTexts[\"dashboardTitle\"] exists", "wait app.staticTexts[\"dashboardTitle\"] exists within 5s"),
            ("wait activityIndicators[\"loginActivity\"] gone within 250ms", "wait app.activityIndicators[\"loginActivity\"] gone within 250ms"),
            ("wait alerts[\"offlineAlert\"] exists within 1.5s", "wait app.alerts[\"offlineAlert\"] exists within 1.5s"),
            ("wait alerts[\"offlineAlert\"] exists within 86400s", "wait app.alerts[\"offlineAlert\"] exists within 86400s"),
            ("wait alerts[\"offlineAlert\"] exists within 86400000ms", "wait app.alerts[\"offlineAlert\"] exists within 86400s"),
            ("expect buttons[\"loginButton\"] disabled", "expect app.buttons[\"loginButton\"] disabled"),
            ("expect buttons[\"loginButton\"] not enabled", "expect app.buttons[\"loginButton\"] not enabled"),
            ("expect staticTexts[\"loginErrorLabel\"] not exists", "expect app.staticTexts[\"loginErrorLabel\"] not exists"),
            ("expect tabBars.buttons[\"Shop\"] selected", "expect app.tabBars.buttons[\"Shop\"] selected"),
            ("expect textFields[\"emailField\"] focused", "expect app.textFields[\"emailField\"] focused"),
            ("expect cells[\"productCell_0\"] not hittable", "expect app.cells[\"productCell_0\"] not hittable"),
            ("expect staticTexts[\"cart.total\"] label == \"€89.00\"", "expect app.staticTexts[\"cart.total\"] label == \"€89.00\""),
            ("expect cells[\"productCell_0\"] value != \"€0.00\"", "expect app.cells[\"productCell_0\"] value != \"€0.00\""),
            ("expect staticTexts[\"orderNumberLabel\"] label contains \"Order #\"", "expect app.staticTexts[\"orderNumberLabel\"] label contains \"Order #\""),
            ("expect textFields[\"emailField\"] placeholder == \"you@example.com\"", "expect app.textFields[\"emailField\"] placeholder == \"you@example.com\""),
            ("expect cells count == 3", "expect app.cells count == 3"),
            ("expect cells.matching(identifier: \"x\") count >= 1", "expect app.cells.matching(identifier: \"x\") count >= 1"),
            ("expect cells[\"productCell_0\"] count < 2", "expect app.cells[\"productCell_0\"] count < 2"),
            ("set network online", "set network online"),
            ("advance clock by 2s", "advance clock by 2s"),
            ("ignore work \"worker poller\"", "ignore work \"worker poller\""),
            ("ignore   work \"worker poller\"   \"timer 0.5 s\"  # the feed", "ignore work \"worker poller\" \"timer 0.5 s\""),
            ("ignore no work", "ignore no work"),
        ])
    func stepReadsAsAction(line: String, expected: String) throws {
        let journey = try JourneyParser.parse("launch\n" + line, file: "j.journey")

        #expect(journey.steps.last?.action.description == expected)
    }

    @Test(
        "text typed into a secure field is masked in the step's source, which every report shows, and kept in its action",
        arguments: [
            ("type \"pa\\\"ss\" into secureTextFields[\"passwordField\"]", "type \"•••\" into secureTextFields[\"passwordField\"]", "pa\"ss"),
            ("  type \"pass\" into secureTextFields.firstMatch  # comment", "type \"•••\" into secureTextFields.firstMatch", "pass"),
            ("type \"pass\" into otherElements[\"form\"].secureTextFields[\"pin\"]", "type \"•••\" into otherElements[\"form\"].secureTextFields[\"pin\"]", "pass"),
            ("type \"user@example.com\" into textFields[\"emailField\"]", "type \"user@example.com\" into textFields[\"emailField\"]", "user@example.com"),
            ("type \"pass\" into secureTextFields[\"f\"].otherElements[\"x\"]", "type \"pass\" into secureTextFields[\"f\"].otherElements[\"x\"]", "pass"),
        ])
    func secureTextIsMaskedInSource(line: String, source: String, typed: String) throws {
        let journey = try JourneyParser.parse("launch\n" + line, file: "j.journey")

        let step = try #require(journey.steps.last)
        #expect(step.source == source)
        guard case let .typeText(text, _) = step.action else {
            Issue.record("not a typeText step: \(step.action)")
            return
        }
        #expect(text == typed)
    }

    @Test("an ignore step prints back as a line that parses to the same step")
    func ignoreStepsRoundTrip() throws {
        let journey = try JourneyParser.parse("launch\nignore work \"toast \\\"Saved\\\"\" \"worker\"\nignore no work", file: "j.journey")
        let printed = journey.steps.dropFirst().map(\.action.description).joined(separator: "\n")

        let again = try JourneyParser.parse("launch\n" + printed, file: "j.journey")

        #expect(printed == "ignore work \"toast \\\"Saved\\\"\" \"worker\"\nignore no work")
        #expect(again.steps.dropFirst().map(\.action.description) == journey.steps.dropFirst().map(\.action.description))
        guard case let .ignoreWork(names) = journey.steps[1].action else {
            Issue.record("not an ignoreWork step: \(journey.steps[1].action)")
            return
        }
        #expect(names == ["toast \"Saved\"", "worker"])
    }

    @Test("press names a key of version 1 as press, any other key, or one with modifiers, as typeKey")
    func pressActions() throws {
        let journey = try JourneyParser.parse("launch\npress tab\npress a\npress ctrl-s\npress f1\npress \"ab\"", file: "j.journey")

        let actions = journey.steps.dropFirst().map(\.action)
        #expect(actions.map { Mirror(reflecting: $0).children.first?.label } == ["press", "typeKey", "typeKey", "typeKey", "typeKeys"])
        guard case let .typeKey(key, modifiers) = actions[2] else { return }
        #expect(key == "s" && modifiers == .control)
    }

    @Test("string escapes: quote, backslash, line break and tab")
    func stringEscapes() throws {
        let journey = try JourneyParser.parse(#"launch"# + "\n" + #"type "say \"hi\"\\\n\t" into textFields["note"]"#, file: "j.journey")

        guard case let .typeText(text, _)? = journey.steps.last?.action else {
            Issue.record("expected a type step, got \(String(describing: journey.steps.last))")
            return
        }
        #expect(text == "say \"hi\"\\\n\t")
    }

    @Test(
        "a text quoted as the project quotes it reads back as it was, control characters and all",
        arguments: [
            "plain", "say \"hi\"", "back\\slash", "two\nlines\tand a tab", "\u{1B}[31mred", "bell\u{7}", "del\u{7F}", "cr\r\nlf", "日本 ✅",
        ])
    func quotedTextRoundTrips(text: String) throws {
        let journey = try JourneyParser.parse("launch\ntype \(text.quotedLiteral) into textFields[\"note\"]", file: "j.journey")

        guard case let .typeText(read, _)? = journey.steps.last?.action else {
            Issue.record("expected a type step, got \(String(describing: journey.steps.last))")
            return
        }
        #expect(read == text)
    }

    @Test("blank lines, comments and Windows line endings are skipped; # inside a string is text")
    func commentsAndBlankLines() throws {
        let source = "# title\r\n\r\n   \r\nlaunch --uitesting # flags\r\n  # indented comment\r\nexpect staticTexts[\"x\"] label == \"#1\"\r\n"

        let journey = try JourneyParser.parse(source, file: "j.journey")

        #expect(journey.steps.map(\.line) == [4, 6])
        #expect(journey.steps.map(\.source) == ["launch --uitesting", "expect staticTexts[\"x\"] label == \"#1\""])
        #expect(journey.steps.first?.action.description == "launch --uitesting")
    }

    @Test(
        "a journey is named after its file, without folders or extension",
        arguments: [
            ("journeys/sign-in.journey", "sign-in"),
            ("/abs/path/offline-retry.journey", "offline-retry"),
            ("plain", "plain"),
            ("dir/.hidden", ".hidden"),
        ])
    func journeyName(file: String, name: String) {
        #expect(JourneyParser.journeyName(forFile: file) == name)
    }
}
