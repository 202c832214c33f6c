import Driver
import ScreenModel

/// Parses one line of a script into a step, by recursive descent over its tokens.
struct LineParser {
    var lexer: Lexer
    /// The kind of journey the line belongs to, which decides how `type` and `press` read.
    let kind: Journey.Kind
    /// The columns of the launch arguments read, for `Step.argumentsLocation`.
    private var argumentColumns: [Int] = []
    /// Where the line holds text typed into a secure field, which the step's source masks.
    private var secretSpan: Range<Int>?

    init(_ lexer: Lexer, kind: Journey.Kind = .app) {
        self.lexer = lexer
        self.kind = kind
    }

    /// The step on this line and the column it starts at, or nil for a blank or comment line.
    mutating func parseStep() throws(ScriptError) -> (Step, Int)? {
        let first = try lexer.next()
        guard first.kind != .end else { return nil }
        guard let name = first.word else {
            throw lexer.error(.expected("a step such as tap, type or expect", found: first.found), at: first.column)
        }
        let action = try action(named: name, at: first)
        let location =
            argumentColumns.isEmpty
            ? nil
            : ArgumentsLocation(file: lexer.file, line: lexer.line, columns: argumentColumns, text: lexer.text)
        let source = lexer.consumedText(masking: secretSpan)
        return (Step(action: action, line: lexer.line, source: source, argumentsLocation: location), first.column)
    }

    private mutating func action(named name: String, at token: Token) throws(ScriptError) -> Step.Action {
        switch name {
        case "launch":
            return .launch(arguments: try arguments())
        case "relaunch":
            let arguments = try arguments()
            return .relaunch(arguments: arguments.isEmpty ? nil : arguments)
        case "tap":
            let locator = try element()
            try endOfLine()
            return .tap(locator)
        case "run":
            return try run()
        case "resize":
            return try resize()
        case "type" where kind == .program:
            return try typeOnTerminal()
        case "press" where kind == .program:
            return try pressOnTerminal()
        case "type":
            let token = try lexer.next()
            let text: String?
            switch token.kind {
            case let .string(value): text = value
            case .variable: text = nil
            default:
                throw lexer.error(
                    .expected(
                        "the text to type, in double quotes, as in type \"Ada\" into textFields[\"nameField\"] "
                            + "(or $NAME, an environment variable's text)", found: token.found), at: token.column)
            }
            try keyword("into")
            let locator = try element()
            try endOfLine()
            if case let .variable(name) = token.kind { return .typeVariable(name, into: locator) }
            // A password written in the script is still a password: every report shows the
            // step as written, so the step's source never holds it.
            if locator.query.pickedType == .secureTextField { secretSpan = (token.column - 1)..<token.end }
            return .typeText(text ?? "", into: locator)
        case "clear":
            let locator = try element()
            try endOfLine()
            return .clearText(locator)
        case "swipe":
            return try swipe()
        case "drag":
            let locator = try element()
            try keyword("to")
            let destination = try element()
            try endOfLine()
            return .drag(locator, to: destination)
        case "press":
            return try pressKey()
        case "wait":
            if try lexer.peek().word == "screen" { return try waitForScreen() }
            return try wait()
        case "expect":
            if let action = try programExpectation() { return action }
            let expectation = try expectation()
            try endOfLine()
            return .expect(expectation)
        case "set":
            let (condition, _) = try word("a device condition, as in set network online")
            let value = try value("the condition's value, as in set network online")
            try endOfLine()
            return .setCondition(name: condition, value: value)
        case "advance":
            try keyword("clock")
            try keyword("by")
            let duration = try duration()
            try endOfLine()
            return .advanceClock(by: duration)
        case "ignore":
            return try ignoreWork()
        default:
            throw lexer.error(.unknownStep(name), at: token.column)
        }
    }

    private mutating func arguments() throws(ScriptError) -> [String] {
        var arguments: [String] = []
        while let token = try lexer.nextArgument() {
            switch token.kind {
            case let .string(value), let .argument(value):
                arguments.append(value)
                argumentColumns.append(token.column)
            default: break
            }
        }
        return arguments
    }

    private mutating func swipe() throws(ScriptError) -> Step.Action {
        let (name, token) = try word("a direction: up or down")
        guard let direction = SwipeDirection(rawValue: name), direction == .up || direction == .down else {
            throw lexer.error(.expected("a direction: up or down", found: token.found), at: token.column)
        }
        var locator: ElementLocator?
        if try lexer.peek().word == "on" {
            _ = try lexer.next()
            locator = try element()
        }
        try endOfLine(expecting: "'on' and an element, or the end of the line")
        return .swipe(direction, on: locator)
    }

    /// `ignore work "worker poller" ["timer" …]` or `ignore no work`.
    private mutating func ignoreWork() throws(ScriptError) -> Step.Action {
        let expected = "the work the app reports, in double quotes, as in ignore work \"worker poller\""
        let (name, token) = try word("'work' or 'no work', as in ignore work \"worker poller\"")
        switch name {
        case "no":
            try keyword("work")
            try endOfLine()
            return .ignoreNoWork
        case "work":
            var names: [String] = []
            while true {
                let token = try lexer.next()
                if token.kind == .end, !names.isEmpty { return .ignoreWork(names) }
                guard case let .string(value) = token.kind, !value.isEmpty else {
                    throw lexer.error(.expected(names.isEmpty ? expected : "more work in double quotes, or the end of the line", found: token.found), at: token.column)
                }
                names.append(value)
            }
        default:
            throw lexer.error(.expected("'work' or 'no work', as in ignore work \"worker poller\"", found: token.found), at: token.column)
        }
    }

    private mutating func wait() throws(ScriptError) -> Step.Action {
        let locator = try element()
        let (name, token) = try word("what to wait for: exists or gone")
        guard let condition = Step.WaitCondition(rawValue: name) else {
            throw lexer.error(.expected("what to wait for: exists or gone", found: token.found), at: token.column)
        }
        var timeout = Duration.seconds(5)
        if try lexer.peek().word == "within" {
            _ = try lexer.next()
            timeout = try duration()
        }
        try endOfLine(expecting: "'within' and a duration, or the end of the line")
        return .wait(locator, until: condition, timeout: timeout)
    }
}
