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
        if try lexer.peek().word == "tree" { return try treeExpectation() }
        let target = try target()
        let (name, token) = try word("what to expect: " + Self.expectationList)
        if name == "not" {
            let (stateName, stateToken) = try word("a state after 'not': exists, enabled, disabled, selected, focused or hittable")
            guard let state = ElementState(rawValue: stateName) else {
                throw lexer.error(
                    .expected("a state after 'not': exists, enabled, disabled, selected, focused or hittable", found: stateToken.found),
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

    /// `expect tree [of ELEMENT] matches "name" [masking …]`, or
    /// `expect tree [of ELEMENT] [partial] [masking …]` with its lines below it (the
    /// script parser gathers them).
    private mutating func treeExpectation() throws(ScriptError) -> Expectation {
        _ = try lexer.next()
        var locator: ElementLocator?
        if try lexer.peek().word == "of" {
            _ = try lexer.next()
            locator = try element()
        }
        if try lexer.peek().word == "matches" {
            _ = try lexer.next()
            let token = try lexer.peek()
            let name = try string("the snapshot's name in double quotes, as in expect tree matches \"checkout\"")
            guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else {
                throw lexer.error(.invalidSnapshot("the snapshot name \(name.quotedLiteral) must be a file name: not empty, no slash, not starting with a dot"), at: token.column)
            }
            let masks = try snapshotMasks()
            return .tree(TreeExpectation(locator: locator, reference: .stored(name: name, directory: TreeExpectation.snapshotFolder(forScript: lexer.file)), masks: masks))
        }
        var partial = false
        if try lexer.peek().word == "partial" {
            _ = try lexer.next()
            partial = true
        }
        let masks = try snapshotMasks()
        return .tree(TreeExpectation(locator: locator, reference: .inline(lines: [], partial: partial), masks: masks))
    }

    /// `masking /pattern/` or `masking x N y N width N height N`, any number of times,
    /// then the end of the line.
    mutating func snapshotMasks() throws(ScriptError) -> [SnapshotMask] {
        var masks: [SnapshotMask] = []
        while try lexer.peek().word == "masking" {
            let maskToken = try lexer.next()
            let mask: SnapshotMask
            if let (source, _) = try lexer.nextPattern() {
                mask = .pattern(source)
            } else {
                var numbers: [Int] = []
                for name in ["x", "y", "width", "height"] {
                    try keyword(name)
                    numbers.append(try number("a whole number of cells"))
                }
                mask = .rectangle(Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
            }
            do {
                masks.append(try mask.validated())
            } catch {
                throw lexer.error(.invalidSnapshot("\(error)"), at: maskToken.column)
            }
        }
        try endOfLine(expecting: "masking /pattern/, masking x N y N width N height N, or the end of the line")
        return masks
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
