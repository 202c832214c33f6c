import JourneyScript
import ScreenModel
import Testing

@Suite("Journey parser: queries")
struct QueryParsingTests {
    @Test(
        "queries use the Swift API's words and print as the Swift API would",
        arguments: [
            ("buttons[\"loginButton\"]", "app.buttons[\"loginButton\"]"),
            ("app.buttons[\"loginButton\"]", "app.buttons[\"loginButton\"]"),
            ("tabBars.buttons[\"Orders\"]", "app.tabBars.buttons[\"Orders\"]"),
            ("tables[\"productTable\"].cells[\"productCell_3\"]", "app.tables[\"productTable\"].cells[\"productCell_3\"]"),
            ("cells.element", "app.cells.element"),
            ("cells.element(boundBy: 2)", "app.cells.element(boundBy: 2)"),
            ("cells.firstMatch", "app.cells.firstMatch"),
            ("cells", "app.cells.element"),
            ("cells.matching(identifier: \"productCell_0\").firstMatch", "app.cells.matching(identifier: \"productCell_0\").firstMatch"),
            ("cells.matching(.label(contains: \"Shoes\")).firstMatch", "app.cells.matching(.label(contains: \"Shoes\")).firstMatch"),
            ("cells.matching(.identifier(beginsWith: \"productCell_\")).element(boundBy: 1)", "app.cells.matching(.identifier(beginsWith: \"productCell_\")).element(boundBy: 1)"),
            ("buttons.matching(.isEnabled).firstMatch", "app.buttons.matching(.isEnabled).firstMatch"),
            ("descendants(matching: .button)[\"x\"]", "app.buttons[\"x\"]"),
            ("descendants(matching: .any)[\"x\"]", "app.descendants(matching: .any)[\"x\"]"),
            ("tables.children(matching: .cell).firstMatch", "app.tables.children(matching: .cell).firstMatch"),
            ("alerts[\"offlineAlert\"].buttons[\"alertRetryButton\"]", "app.alerts[\"offlineAlert\"].buttons[\"alertRetryButton\"]"),
            ("switches[\"s\"]", "app.switches[\"s\"]"),
            ("otherElements[\"o\"]", "app.otherElements[\"o\"]"),
            ("images[\"i\"]", "app.images[\"i\"]"),
            ("windows.firstMatch", "app.windows.firstMatch"),
            ("navigationBars.staticTexts[\"t\"]", "app.navigationBars.staticTexts[\"t\"]"),
            ("searchFields[\"searchField\"]", "app.searchFields[\"searchField\"]"),
            ("cells.containing(.staticText, identifier: \"price\").firstMatch", "app.cells.containing(.staticText, identifier: \"price\").firstMatch"),
            ("cells.containing(.button).element(boundBy: 2)", "app.cells.containing(.button).element(boundBy: 2)"),
            ("cells.containing(.label(contains: \"Shoes\"))[\"c\"]", "app.cells.containing(.label(contains: \"Shoes\"))[\"c\"]"),
            ("otherElements.matching(.button, identifier: \"pay\").firstMatch", "app.otherElements.matching(.type(.button)).matching(identifier: \"pay\").firstMatch"),
            ("otherElements.matching(.any, identifier: \"pay\").firstMatch", "app.otherElements.matching(identifier: \"pay\").firstMatch"),
            ("descendants(matching: .any).matching(.type(.cell)).firstMatch", "app.descendants(matching: .any).matching(.type(.cell)).firstMatch"),
            ("tables.cells.element(matching: .button, identifier: \"z\")", "app.tables.cells.matching(.type(.button)).matching(identifier: \"z\").element"),
            ("cells.element(matching: .label(\"Shoes\"))", "app.cells.matching(.label(\"Shoes\")).element"),
            ("textViews[\"notes\"]", "app.textViews[\"notes\"]"),
        ])
    func queryPrintsAsSwift(query: String, expected: String) throws {
        let journey = try JourneyParser.parse("launch\ntap \(query)", file: "j.journey")

        #expect(journey.steps.last?.action.description == "tap \(expected)")
    }

    @Test(
        "count takes a query, or a subscript (which counts the elements with that key)",
        arguments: [
            ("cells", "app.cells"),
            ("cells[\"productCell_0\"]", "app.cells[\"productCell_0\"]"),
            ("tables[\"cartTable\"].cells", "app.tables[\"cartTable\"].cells"),
        ])
    func countTakesQuery(query: String, expected: String) throws {
        let journey = try JourneyParser.parse("launch\nexpect \(query) count == 1", file: "j.journey")

        #expect(journey.steps.last?.action.description == "expect \(expected) count == 1")
    }

    @Test("every element type's query word starts a query, and the message for an unknown one lists them all")
    func everyProviderStartsAQuery() throws {
        let providers = ElementType.allCases.compactMap(\.queryProviderName)
        #expect(providers.count >= 20)

        for provider in providers {
            let journey = try JourneyParser.parse("launch\ntap \(provider).firstMatch", file: "j.journey")
            #expect(journey.steps.last?.action.description == "tap app.\(provider).firstMatch")
        }
        let message = ScriptError.Problem.unknownQuery("buttonz").description
        for provider in providers { #expect(message.contains(provider), "\(provider) missing from: \(message)") }
    }

    @Test(
        "a query as the driver prints it reads back as the same query",
        arguments: [
            "cells.containing(.staticText, identifier: \"price\").firstMatch",
            "cells.containing(.label(contains: \"Shoes\")).element(boundBy: 1)",
            "otherElements.matching(.button, identifier: \"pay\").firstMatch",
            "tables.cells.element(matching: .button, identifier: \"z\")",
            "descendants(matching: .any).matching(.type(.cell)).matching(.identifier(beginsWith: \"row\")).firstMatch",
        ])
    func printedQueryReadsBack(query: String) throws {
        let once = try JourneyParser.parse("launch\ntap \(query)", file: "j.journey").steps.last?.action.description
        let printed = try #require(once)
        let twice = try JourneyParser.parse("launch\n" + printed, file: "j.journey").steps.last?.action.description

        #expect(twice == printed)
    }
}
