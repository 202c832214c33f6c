import ScreenModel
import Testing

@Suite("Queries")
struct QueryTests {
    let login = Fixtures.loginTree
    let shop = Fixtures.shopTree()

    @Test("a subscript finds the element with that identifier")
    func subscriptMatchesIdentifier() throws {
        let resolved = try login.resolve(locator(.button, "loginButton"))

        #expect(resolved.element.label == "Log In")
        #expect(resolved.path == ElementPath([0, 2]))
        #expect(resolved.generation == 3)
        #expect(resolved.warnings.isEmpty)
    }

    @Test("a subscript falls back to the label, with a warning that names the identifier to use")
    func subscriptFallsBackToLabelWithWarning() throws {
        let resolved = try login.resolve(locator(.button, "Log In"))

        #expect(resolved.element.identifier == "loginButton")
        let warning = try #require(resolved.warnings.first)
        #expect(
            warning.description == "app.buttons[\"Log In\"] matched button #loginButton \"Log In\" by its label, not an identifier; "
                + "labels change with copy and locale, so query its identifier instead: app.buttons[\"loginButton\"]")
    }

    @Test("an unknown identifier fails with the nearest identifiers on screen")
    func unknownIdentifierSuggestsNearest() {
        #expect(throws: ResolutionFailure.self) { try login.resolve(locator(.button, "loginButon")) }
        do {
            _ = try login.resolve(locator(.staticText, "loginError"))
        } catch {
            #expect(error.description.contains("no element matches app.staticTexts[\"loginError\"]"))
            #expect(error.description.contains("did you mean \"loginErrorLabel\" (app.staticTexts[\"loginErrorLabel\"])"))
        }
    }

    @Test("a misspelt label no identifier is near suggests the element with the nearest label, by its identifier")
    func misspeltLabelSuggestsByLabel() {
        #expect {
            try login.resolve(locator(.button, "Log Inn"))
        } throws: { error in
            (error as? ResolutionFailure)?.description.contains("did you mean \"loginButton\" (app.buttons[\"loginButton\"])?") == true
        }
    }

    @Test(
        "nearest names ignore case and separators",
        arguments: [
            ("cartBadge", ["cart.badge", "checkoutButton"], ["cart.badge"]),
            ("productcell_0", ["productCell_0", "productCell_1"], ["productCell_0", "productCell_1"]),
            ("zzz", ["emailField"], []),
        ])
    func nearestNames(name: String, candidates: [String], expected: [String]) {
        #expect(NearestNames.nearest(to: name, among: candidates) == expected)
    }

    @Test("a chained query says which link matched nothing")
    func chainNamesTheEmptyLink() {
        let query = Query(steps: [.descendants(.table), .descendants(.cell), .key("productCell_0")])
        #expect {
            try login.resolve(ElementLocator(query: query, pick: .only))
        } throws: { error in
            (error as? ResolutionFailure)?.description.contains("(app.tables already matches nothing)") == true
        }
    }

    @Test("an ambiguous query lists every candidate with a query that picks it alone")
    func ambiguousQueryListsCandidates() {
        let query = Query(steps: [.descendants(.button)])
        #expect {
            try shop.resolve(ElementLocator(query: query, pick: .only))
        } throws: { error in
            let text = (error as? ResolutionFailure)?.description ?? ""
            return text.hasPrefix("2 elements match app.buttons.element where one was expected")
                && text.contains("button #Shop \"Shop\", found by app.buttons[\"Shop\"]")
                && text.contains("button #Cart \"Cart\", found by app.buttons[\"Cart\"]")
        }
    }

    @Test("chained queries search inside the earlier matches")
    func chainedQueriesSearchInside() throws {
        let query = Query(steps: [.descendants(.tabBar), .descendants(.button), .key("Cart")])

        let resolved = try shop.resolve(ElementLocator(query: query, pick: .only))

        #expect(resolved.element.label == "Cart")
    }

    @Test("element(boundBy:) counts in drawing order and reports the count when out of range")
    func boundByIndex() throws {
        let cells = Query(steps: [.descendants(.cell)])

        #expect(try shop.resolve(ElementLocator(query: cells, pick: .index(4))).element.identifier == "productCell_4")
        #expect(throws: ResolutionFailure.indexOutOfRange(locator: "app.cells.element(boundBy: 30)", index: 30, count: 30)) {
            try shop.resolve(ElementLocator(query: cells, pick: .index(30)))
        }
    }

    @Test("firstMatch takes the first of several matches")
    func firstMatchTakesFirst() throws {
        let resolved = try shop.resolve(ElementLocator(query: Query(steps: [.descendants(.cell)]), pick: .first))

        #expect(resolved.element.identifier == "productCell_0")
    }

    @Test("predicates filter on label, value and enabled state")
    func predicatesFilter() throws {
        let result = try shop.matches(Query(steps: [.descendants(.staticText), .predicate(.label(contains: "Shoes"))]))
        let disabled = try login.matches(Query(steps: [.descendants(.any), .predicate(!.isEnabled)]))
        let emptyValue = try login.matches(Query(steps: [.descendants(.textField), .predicate(.value(""))]))

        #expect(result.matches.map(\.element.identifier) == ["productName_4"])
        #expect(disabled.matches.map(\.element.identifier) == ["loginButton"])
        #expect(emptyValue.matches.map(\.element.identifier) == ["emailField"])
    }

    @Test("containing keeps the matches that hold such an element")
    func containingFilters() throws {
        let cells = try shop.matches(Query(steps: [.descendants(.cell), .containingPredicate(.label("Running Shoes"))]))
        let byType = try shop.matches(Query(steps: [.descendants(.cell), .containing(.staticText, identifier: "productName_2")]))

        #expect(cells.matches.map(\.element.identifier) == ["productCell_4"])
        #expect(byType.matches.map(\.element.identifier) == ["productCell_2"])
    }

    @Test("matching(identifier:) and children(matching:) narrow precisely")
    func identifierAndChildren() throws {
        let children = try shop.matches(Query(steps: [.descendants(.table), .children(.cell)]))
        let deep = try shop.matches(Query(steps: [.descendants(.table), .children(.staticText)]))
        let byIdentifier = try shop.matches(Query(steps: [.descendants(.any), .identifier("productTable")]))

        #expect(children.matches.count == 30)
        #expect(deep.matches.isEmpty)
        #expect(byIdentifier.matches.map(\.element.elementType) == [.table])
    }

    @Test(
        "queries describe themselves as they were written",
        arguments: [
            (
                ElementLocator(query: Query(steps: [.descendants(.table), .descendants(.cell), .key("productCell_0")]), pick: .only),
                "app.tables.cells[\"productCell_0\"]"
            ),
            (ElementLocator(query: Query(steps: [.descendants(.cell)]), pick: .index(2)), "app.cells.element(boundBy: 2)"),
            (
                ElementLocator(query: Query(steps: [.descendants(.cell), .predicate(.label(beginsWith: "Run") && .isEnabled)]), pick: .first),
                "app.cells.matching((.label(beginsWith: \"Run\") && .isEnabled)).firstMatch"
            ),
            (
                ElementLocator(query: Query(steps: [.descendants(.image), .identifier("logo")]), pick: .only),
                "app.images.matching(identifier: \"logo\").element"
            ),
        ])
    func descriptions(locator: ElementLocator, expected: String) {
        #expect(locator.description == expected)
    }

    @Test("a query rooted at an element resolves inside it")
    func elementBasedQuery() throws {
        let cell = ElementLocator(query: Query(steps: [.descendants(.cell), .key("productCell_4")]), pick: .only)
        let name = ElementLocator(query: Query(base: .element(cell), steps: [.descendants(.staticText)]), pick: .first)

        #expect(try shop.resolve(name).element.label == "Running Shoes")
        #expect(name.description == "app.cells[\"productCell_4\"].staticTexts.firstMatch")
    }
}
