import Driver
import TerminalEmulator

/// The steps of a program journey:
///
/// ```
/// run "COMMAND LINE" [size COLUMNSxROWS] [env NAME=value]...
/// type "text"
/// press enter | down | f10 | ctrl-c | alt-x | q | …
/// resize COLUMNSxROWS
/// wait screen [not] contains "text" [within 5s]
/// expect screen [not] contains "text"
/// expect line N  == | != | contains  "text"
/// expect exit CODE [within 5s]
/// ```
extension LineParser {
    /// How long `wait screen` and `expect exit` wait when the step names no time.
    static let programWaitTimeout = Duration.seconds(5)

    mutating func run() throws(ScriptError) -> Step.Action {
        let token = try lexer.next()
        guard case let .string(commandLine) = token.kind else {
            throw lexer.error(.expected("the command line in double quotes, as in run \"less README.md\"", found: token.found), at: token.column)
        }
        let words: [String]
        do throws(ShellWords.Problem) {
            words = try ShellWords.split(commandLine)
        } catch {
            throw lexer.error(.invalidCommandLine(error.description), at: token.column)
        }
        guard let command = words.first else {
            throw lexer.error(.invalidCommandLine("the command line is empty"), at: token.column)
        }
        var launch = ProgramLaunch(commandLine: commandLine, command: command, arguments: Array(words.dropFirst()))
        while true {
            let next = try lexer.peek()
            switch next.word {
            case "size":
                _ = try lexer.next()
                (launch.columns, launch.rows) = try size()
            case "env":
                _ = try lexer.next()
                launch.environment.append(try environmentVariable())
            default:
                try endOfLine(expecting: "size COLUMNSxROWS, env NAME=value, or the end of the line")
                return .run(launch)
            }
        }
    }

    mutating func resize() throws(ScriptError) -> Step.Action {
        let (columns, rows) = try size()
        try endOfLine()
        return .resize(columns: columns, rows: rows)
    }

    mutating func typeOnTerminal() throws(ScriptError) -> Step.Action {
        let text = try string("the text to type, in double quotes, as in type \"hello\"")
        // `type "…" into QUERY` types into one of the program's elements, read off its screen.
        if try lexer.peek().word == "into" {
            try keyword("into")
            let locator = try element()
            try endOfLine()
            return .typeText(text, into: locator)
        }
        try endOfLine()
        return .typeOnTerminal(text)
    }

    /// `press a | ctrl-s | f1 | enter | "#"` in an app journey.
    mutating func pressKey() throws(ScriptError) -> Step.Action {
        guard let token = try lexer.nextArgument() else {
            throw lexer.error(.expected("a key, such as enter, a, f1 or ctrl-s", found: "the end of the line"), at: lexer.text.count + 1)
        }
        let name: String
        switch token.kind {
        case let .string(value), let .argument(value): name = value
        default: name = token.text
        }
        if case .string = token.kind, name.unicodeScalars.count > 1, KeyName.appAction(named: name) == nil {
            try endOfLine()
            return .typeKeys(name)
        }
        guard let action = KeyName.appAction(named: name) else { throw lexer.error(.unknownKey(name), at: token.column) }
        try endOfLine()
        return action
    }

    mutating func pressOnTerminal() throws(ScriptError) -> Step.Action {
        guard let token = try lexer.nextArgument() else {
            throw lexer.error(.expected("a key, such as enter, down, f10, ctrl-c or q", found: "the end of the line"), at: lexer.text.count + 1)
        }
        let name: String
        switch token.kind {
        case let .string(value), let .argument(value): name = value
        default: name = token.text
        }
        guard let key = KeyName.terminalPress(named: name) else { throw lexer.error(.unknownProgramKey(name), at: token.column) }
        try endOfLine()
        return .pressOnTerminal(key)
    }

    mutating func waitForScreen() throws(ScriptError) -> Step.Action {
        try keyword("screen")
        let (text, isNegated) = try screenContains()
        var timeout = Self.programWaitTimeout
        if try lexer.peek().word == "within" {
            _ = try lexer.next()
            timeout = try duration()
        }
        try endOfLine(expecting: "'within' and a duration, or the end of the line")
        return .waitForScreen(containing: text, isNegated: isNegated, timeout: timeout)
    }

    /// `expect screen …`, `expect line …` or `expect exit …`; nil (nothing taken) for an
    /// expectation about an element.
    mutating func programExpectation() throws(ScriptError) -> Step.Action? {
        switch try lexer.peek().word {
        case "screen":
            _ = try lexer.next()
            if try lexer.peek().word == "matches" {
                _ = try lexer.next()
                let token = try lexer.peek()
                let name = try string("the snapshot's name in double quotes, as in expect screen matches \"checkout\"")
                guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else {
                    throw lexer.error(
                        .invalidSnapshot("the snapshot name \(name.quotedLiteral) must be a file name: not empty, no slash, not starting with a dot"), at: token.column)
                }
                let masks = try snapshotMasks()
                return .expect(.screenSnapshot(name: name, directory: TreeExpectation.snapshotFolder(forScript: lexer.file), masks: masks))
            }
            let (text, isNegated) = try screenContains()
            try endOfLine()
            return .expectScreen(.contains(text, isNegated: isNegated))
        case "line":
            _ = try lexer.next()
            let token = try lexer.peek()
            let number = try number("a line number, counting from 1 at the top, as in expect line 1 == \"Welcome\"")
            guard (1...Emulator.maximumDimension).contains(number) else { throw lexer.error(.invalidLineNumber(number), at: token.column) }
            let comparison = try textComparison()
            let text = try string("the expected text in double quotes")
            try endOfLine()
            return .expectScreen(.line(number, comparison, text))
        case "exit":
            _ = try lexer.next()
            let token = try lexer.peek()
            let code = try number("an exit code, as in expect exit 0")
            guard (0...255).contains(code) else { throw lexer.error(.invalidExitCode(code), at: token.column) }
            var timeout = Self.programWaitTimeout
            if try lexer.peek().word == "within" {
                _ = try lexer.next()
                timeout = try duration()
            }
            try endOfLine(expecting: "'within' and a duration, or the end of the line")
            return .expectExit(code: Int32(code), timeout: timeout)
        default:
            return nil
        }
    }

    /// `[not] contains "text"`.
    private mutating func screenContains() throws(ScriptError) -> (String, Bool) {
        var isNegated = false
        if try lexer.peek().word == "not" {
            _ = try lexer.next()
            isNegated = true
        }
        let token = try lexer.next()
        guard token.word == "contains" else {
            throw lexer.error(.expected(isNegated ? "'contains'" : "'contains' or 'not contains'", found: token.found), at: token.column)
        }
        let text = try string("the text in double quotes, as in screen contains \"Saved\"")
        return (text, isNegated)
    }

    /// `COLUMNSxROWS`, as one argument.
    private mutating func size() throws(ScriptError) -> (Int, Int) {
        guard let token = try lexer.nextArgument() else {
            throw lexer.error(.expected("a size, columns x rows, as in 100x30", found: "the end of the line"), at: lexer.text.count + 1)
        }
        let parts = token.text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]), parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
            (1...Emulator.maximumDimension).contains(columns), (1...Emulator.maximumDimension).contains(rows)
        else {
            throw lexer.error(.invalidSize(token.text), at: token.column)
        }
        return (columns, rows)
    }

    /// `NAME=value` or `"NAME=value with spaces"`, as one argument.
    private mutating func environmentVariable() throws(ScriptError) -> EnvironmentVariable {
        guard let token = try lexer.nextArgument() else {
            throw lexer.error(.expected("a variable, as in env LANG=C.UTF-8", found: "the end of the line"), at: lexer.text.count + 1)
        }
        let text: String
        switch token.kind {
        case let .string(value), let .argument(value): text = value
        default: text = token.text
        }
        guard let equals = text.firstIndex(of: "=") else { throw lexer.error(.invalidEnvironment(text), at: token.column) }
        let name = String(text[..<equals])
        guard let first = name.first, !first.isASCIIDigit,
            name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
        else {
            throw lexer.error(.invalidEnvironment(text), at: token.column)
        }
        return EnvironmentVariable(name: name, value: String(text[text.index(after: equals)...]))
    }
}
