import ScreenModel

/// What a query expression in a script names: a set of elements, or one element
/// picked from one (`["key"]`, `.element`, `.element(boundBy: N)`, `.firstMatch`).
enum ParsedTarget {
    /// A query, such as `cells` or `tables["t"].cells`.
    case query(Query)
    /// One element, with the pick as written (`["key"]`, `.firstMatch`) and its column.
    case element(ElementLocator, pick: String, column: Int)

    /// The element the target names: a query stands for its only match, as `.element` would.
    var locator: ElementLocator {
        switch self {
        case let .query(query): ElementLocator(query: query, pick: .only)
        case let .element(locator, _, _): locator
        }
    }
}

/// Queries, written with the Swift API's words:
///
/// ```
/// target   := ["app" "."] segment ( "." segment | "[" STRING "]" )*
/// segment  := provider | "descendants(matching: ." TYPE ")" | "children(matching: ." TYPE ")"
///           | "element" | "element(boundBy:" NUMBER ")" | "element(matching:" filter ")" | "firstMatch"
///           | "matching(identifier:" STRING ")" | "matching(" filter ")"
///           | "containing(" filter ")"
/// filter   := "." TYPE ["," "identifier:" STRING] | "." PREDICATE
/// ```
extension LineParser {
    /// The words of an expectation, which a Swift user might attach to the query with a dot.
    private static let expectationWords: Set<String> = [
        "count", "label", "value", "placeholder", "placeholderValue", "exists", "enabled", "isEnabled",
        "disabled", "selected", "isSelected", "focused", "hasFocus", "hittable", "isHittable", "identifier",
    ]

    /// A query that names one element; a query alone stands for its only match.
    mutating func element() throws(ScriptError) -> ElementLocator {
        try target().locator
    }

    /// The most steps (`.buttons`, `["key"]`, `.firstMatch`, …) a query may chain: far
    /// more than any screen needs, few enough that resolving it stays instant.
    static let maximumQuerySteps = 32

    /// A query or one element.
    mutating func target() throws(ScriptError) -> ParsedTarget {
        var state = TargetState()
        if try lexer.peek().word == "app" {
            _ = try lexer.next()
            try symbol(".", "'.' and a query after 'app', as in app.buttons[\"loginButton\"]")
        }
        try segment(&state, isFirst: true)
        var steps = 1
        while true {
            let token = try lexer.peek()
            guard token.isSymbol(".") || token.isSymbol("[") else { break }
            steps += 1
            if steps > Self.maximumQuerySteps { throw lexer.error(.queryTooLong(limit: Self.maximumQuerySteps), at: token.column) }
            if token.isSymbol(".") {
                _ = try lexer.next()
                try segment(&state, isFirst: false)
            } else {
                try subscriptKey(&state)
            }
        }
        if let picked = state.picked { return .element(picked.locator, pick: picked.text, column: picked.column) }
        return .query(state.query)
    }

    // MARK: - Segments

    private mutating func segment(_ state: inout TargetState, isFirst: Bool) throws(ScriptError) {
        let token = try lexer.next()
        guard let word = token.word else {
            let what = isFirst ? "a query such as buttons[\"loginButton\"] or cells" : "a query word after '.', such as buttons or firstMatch"
            throw lexer.error(.expected(what, found: token.found), at: token.column)
        }
        if let type = ElementType(queryProviderName: word) {
            state.append(.descendants(type))
            return
        }
        switch word {
        case "descendants", "children":
            let type = try elementTypeArgument(word)
            state.append(word == "descendants" ? .descendants(type) : .children(type))
        case "element":
            try requireQuery(state, isFirst: isFirst, pick: ".element", at: token)
            if try lexer.peek().isSymbol("(") {
                _ = try lexer.next()
                if try lexer.peek().word == "matching" {
                    _ = try lexer.next()
                    try symbol(":")
                    let steps = try filter(after: "element(matching:")
                    try symbol(")", "')' to close element(matching: …)")
                    steps.forEach { state.append($0) }
                    state.pick(.only, text: ".element(matching: …)", column: token.column - 1)
                    return
                }
                try keyword("boundBy")
                try symbol(":")
                let index = try number("the index of the match, counting from 0")
                try symbol(")")
                state.pick(.index(index), text: ".element(boundBy: \(index))", column: token.column - 1)
            } else {
                state.pick(.only, text: ".element", column: token.column - 1)
            }
        case "firstMatch":
            try requireQuery(state, isFirst: isFirst, pick: ".firstMatch", at: token)
            state.pick(.first, text: ".firstMatch", column: token.column - 1)
        case "matching":
            try requireQuery(state, isFirst: isFirst, pick: ".matching(…)", at: token)
            try matchingArgument().forEach { state.append($0) }
        case "containing":
            try requireQuery(state, isFirst: isFirst, pick: ".containing(…)", at: token)
            state.append(try containingArgument())
        default:
            if !isFirst, Self.expectationWords.contains(word) {
                throw lexer.error(.expectationWordInQuery(word), at: token.column - 1)
            }
            throw lexer.error(.unknownQuery(word), at: token.column)
        }
    }

    private mutating func subscriptKey(_ state: inout TargetState) throws(ScriptError) {
        let open = try lexer.next()
        if let picked = state.picked {
            throw lexer.error(.refinementAfterElement("[…]", element: picked.locator.description), at: open.column)
        }
        let key = try string("an identifier in double quotes, as in buttons[\"loginButton\"]")
        try symbol("]", "']' to close the subscript")
        state.pick(.only, key: key, column: open.column)
    }

    /// Fails unless a query comes before a pick or refinement.
    private func requireQuery(_ state: TargetState, isFirst: Bool, pick: String, at token: Token) throws(ScriptError) {
        if isFirst { throw lexer.error(.pickWithoutQuery(String(pick.dropFirst())), at: token.column) }
        if let picked = state.picked {
            throw lexer.error(.refinementAfterElement(pick, element: picked.locator.description), at: token.column - 1)
        }
    }

    /// `(matching: .button)`.
    private mutating func elementTypeArgument(_ name: String) throws(ScriptError) -> ElementType {
        try symbol("(", "'(matching: .type)' after \(name), as in \(name)(matching: .button)")
        try keyword("matching")
        try symbol(":")
        let type = try elementTypeAfterDot()
        try symbol(")")
        return type
    }

    /// `.button`: an element type, its dot included.
    private mutating func elementTypeAfterDot() throws(ScriptError) -> ElementType {
        try symbol(".", "an element type such as .button")
        let (typeName, token) = try word("an element type such as .button")
        guard let type = ElementType(rawValue: typeName) else { throw lexer.error(.unknownElementType(typeName), at: token.column - 1) }
        return type
    }

    /// `(identifier: "x")`, `(.button, identifier: "x")` or `(.label(contains: "x"))`.
    private mutating func matchingArgument() throws(ScriptError) -> [QueryStep] {
        try symbol("(", "'(' after matching, as in matching(identifier: \"x\")")
        let steps: [QueryStep]
        if try lexer.peek().word == "identifier" {
            _ = try lexer.next()
            try symbol(":")
            steps = [.identifier(try string("an identifier in double quotes"))]
        } else {
            steps = try filter(after: "matching(")
        }
        try symbol(")", "')' to close matching(…)")
        return steps
    }

    /// `(.staticText)`, `(.staticText, identifier: "price")` or `(.label("x"))`: matches
    /// holding such an element.
    private mutating func containingArgument() throws(ScriptError) -> QueryStep {
        try symbol("(", "'(' after containing, as in containing(.staticText, identifier: \"price\")")
        try symbol(".", "an element type or a predicate after containing(, as in containing(.staticText) or containing(.label(\"x\"))")
        let next = try lexer.peek()
        let step: QueryStep
        if let word = next.word, let type = ElementType(rawValue: word) {
            _ = try lexer.next()
            step = .containing(type, identifier: try identifierAfterType())
        } else {
            step = .containingPredicate(try predicate())
        }
        try symbol(")", "')' to close containing(…)")
        return step
    }

    /// What filters a query after `(` (`matching(`, `element(matching:`): an element type
    /// with an identifier if given (`.button, identifier: "x"`), or a predicate.
    private mutating func filter(after opening: String) throws(ScriptError) -> [QueryStep] {
        try symbol(".", "an element type or a predicate after \(opening), as in .button or .label(contains: \"x\")")
        let next = try lexer.peek()
        guard let word = next.word, let type = ElementType(rawValue: word) else { return [.predicate(try predicate())] }
        _ = try lexer.next()
        let byType: [QueryStep] = type == .any ? [] : [.predicate(.type(type))]
        return byType + (try identifierAfterType().map { [QueryStep.identifier($0)] } ?? [])
    }

    /// `, identifier: "x"` after an element type, if it is there.
    private mutating func identifierAfterType() throws(ScriptError) -> String? {
        guard try lexer.peek().isSymbol(",") else { return nil }
        _ = try lexer.next()
        try keyword("identifier")
        try symbol(":")
        return try string("an identifier in double quotes")
    }

    /// A predicate after its dot: `label(contains: "x")`, `isEnabled`.
    private mutating func predicate() throws(ScriptError) -> ElementPredicate {
        let (name, token) = try word("a predicate such as .label(contains: \"x\")")
        switch name {
        case "isEnabled": return .isEnabled
        case "isSelected": return .isSelected
        case "hasFocus": return .hasFocus
        case "type":
            try symbol("(", "'(' after .type, as in .type(.button)")
            let type = try elementTypeAfterDot()
            try symbol(")")
            return .type(type)
        default: break
        }
        let forms: [String?: @Sendable (String) -> ElementPredicate]
        switch name {
        case "identifier": forms = [nil: { .identifier($0) }, "beginsWith": { .identifier(beginsWith: $0) }]
        case "label": forms = [nil: { .label($0) }, "contains": { .label(contains: $0) }, "beginsWith": { .label(beginsWith: $0) }]
        case "value": forms = [nil: { .value($0) }, "contains": { .value(contains: $0) }]
        case "placeholderValue": forms = [nil: { .placeholderValue($0) }]
        default: throw lexer.error(.unknownPredicate(name), at: token.column - 1)
        }
        try symbol("(", "'(' after .\(name)")
        var label: String?
        let next = try lexer.peek()
        if let word = next.word {
            _ = try lexer.next()
            guard forms.keys.contains(word) else {
                let labels = forms.keys.compactMap { $0 }.sorted().map { "'\($0):'" }
                let what = labels.isEmpty ? "a string" : "a string or one of " + labels.joined(separator: ", ")
                throw lexer.error(.expected(what, found: next.found), at: next.column)
            }
            try symbol(":")
            label = word
        }
        let argument = try string("a string in double quotes")
        try symbol(")")
        guard let make = forms[label] else {
            throw lexer.error(.expected("an argument label for .\(name)", found: "a string"), at: next.column)
        }
        return make(argument)
    }
}

/// What the target parser has read so far: a query, and whether it ended in a pick.
private struct TargetState {
    var query = Query()
    var picked: (locator: ElementLocator, text: String, column: Int)?

    /// Adds a step: to the query, or, after a pick, to a new query inside that element.
    mutating func append(_ step: QueryStep) {
        if let picked {
            query = Query(base: .element(picked.locator), steps: [step])
            self.picked = nil
        } else {
            query.steps.append(step)
        }
    }

    mutating func pick(_ pick: ElementLocator.Pick, text: String, column: Int) {
        picked = (ElementLocator(query: query, pick: pick), text, column)
    }

    mutating func pick(_ pick: ElementLocator.Pick, key: String, column: Int) {
        picked = (ElementLocator(query: query.appending(.key(key)), pick: pick), "[\(key.quotedLiteral)]", column)
    }
}
