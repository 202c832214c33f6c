import ScreenModel

/// Expectations:
///
/// ```
/// expect TARGET [not] exists | enabled | disabled | selected | focused | hittable
/// expect TARGET label | value | placeholder  == | != | contains  STRING
/// expect QUERY count  == | != | >= | <= | > | <  NUMBER
/// ```
extension LineParser {
    private static let expectationList = "exists, not exists, enabled, disabled, selected, focused, hittable, label, value, placeholder or count"

    mutating func expectation() throws(ScriptError) -> Expectation {
        let target = try target()
        let (name, token) = try word("what to expect: " + Self.expectationList)
        if name == "not" {
            let (stateName, stateToken) = try word("a state after 'not': exists, enabled, disabled, selected, focused or hittable")
            guard let state = ElementState(rawValue: stateName) else {
                throw lexer.error(.expected("a state after 'not': exists, enabled, disabled, selected, focused or hittable", found: stateToken.found),
                                  at: stateToken.column)
            }
            return .state(target.locator, state, isNegated: true)
        }
        if let state = ElementState(rawValue: name) {
            return .state(target.locator, state, isNegated: false)
        }
        if let attribute = TextAttribute(rawValue: name) {
            let comparison = try textComparison()
            let text = try string("the expected text in double quotes")
            return .text(target.locator, attribute, comparison, text)
        }
        if name == "count" {
            let query = try countedQuery(target)
            let comparison = try countComparison()
            let number = try number("a whole number")
            return .count(query, comparison, number)
        }
        throw lexer.error(.expected("what to expect: " + Self.expectationList, found: token.found), at: token.column)
    }

    mutating func textComparison() throws(ScriptError) -> TextComparison {
        let token = try lexer.next()
        if case let .symbol(symbol) = token.kind, let comparison = TextComparison(rawValue: symbol) { return comparison }
        if token.word == "contains" { return .contains }
        throw lexer.error(.expected("a comparison: ==, != or contains", found: token.found), at: token.column)
    }

    private mutating func countComparison() throws(ScriptError) -> CountComparison {
        let token = try lexer.next()
        if case let .symbol(symbol) = token.kind, let comparison = CountComparison(rawValue: symbol) { return comparison }
        throw lexer.error(.expected("a comparison: ==, !=, >=, <=, > or <", found: token.found), at: token.column)
    }

    /// The query `count` counts. A subscript counts the elements with that key
    /// (`cells["productCell_0"]`); other picks name one element, which has no count.
    private func countedQuery(_ target: ParsedTarget) throws(ScriptError) -> Query {
        switch target {
        case let .query(query):
            return query
        case let .element(locator, pick, column):
            if locator.pick == .only, case .key = locator.query.steps.last { return locator.query }
            throw lexer.error(.countNeedsQuery(pick: pick), at: column)
        }
    }
}
