import ScreenModel
import Testing

@Suite("XCUITest's matching rules")
struct MatchingRuleTests {
    let login = Fixtures.loginTree

    @Test("a subscript with no identifier match falls back to the placeholder, warning about it")
    func subscriptMatchesPlaceholder() throws {
        let resolved = try login.resolve(ElementLocator(query: Query(steps: [.descendants(.textField), .key("you@example.com")]), pick: .only))

        #expect(resolved.element.identifier == "emailField")
        #expect(resolved.warnings.first?.description.contains("by its placeholder, not an identifier") == true)
        #expect(resolved.warnings.first?.description.contains("query its identifier instead: app.textFields[\"emailField\"]") == true)
    }

    @Test("a subscript falls back to the value, but never to a password's masked value")
    func subscriptMatchesValue() throws {
        var tree = login
        tree.root.children[0].children[0].value = "user@example.com"
        tree.root.children[0].children[1].value = "•••"

        let byValue = try tree.resolve(ElementLocator(query: Query(steps: [.descendants(.any), .key("user@example.com")]), pick: .only))
        let masked = try tree.matches(Query(steps: [.descendants(.any), .key("•••")]))

        #expect(byValue.element.identifier == "emailField")
        #expect(byValue.warnings.first?.description.contains("by its value") == true)
        #expect(masked.matches.isEmpty)
    }

    @Test("matching(identifier:) follows the same rule as the subscript")
    func matchingIdentifierFallsBack() throws {
        let result = try login.matches(Query(steps: [.descendants(.button), .identifier("Log In")]))

        #expect(result.matches.map(\.element.identifier) == ["loginButton"])
        #expect(result.warnings.count == 1)
    }

    @Test("an identifier on the wrong type of element names the type and the query that finds it")
    func wrongTypeNamesTheRightQuery() {
        let locator = ElementLocator(query: Query(steps: [.descendants(.textField), .key("passwordField")]), pick: .only)

        let failure = #expect(throws: ResolutionFailure.self) { try login.resolve(locator) }

        #expect(
            failure?.description == "no element matches app.textFields[\"passwordField\"]; "
                + "a secureTextField has that identifier: app.secureTextFields[\"passwordField\"]")
    }

    @Test(
        "the element types a terminal UI also has carry XCUITest's query names and travel on the wire",
        arguments: [ElementType.scrollView, .textView, .collectionView, .menuItem, .segmentedControl, .sheet, .link, .toolbar, .progressIndicator])
    func extraElementTypes(type: ElementType) throws {
        let name = try #require(type.queryProviderName)

        #expect(ElementType(queryProviderName: name) == type)
        #expect(name == type.rawValue + "s")
    }
}
