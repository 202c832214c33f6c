/// Reads journey scripts: plain text, one step a line, `#` for comments.
///
/// ```
/// # Sign in with a stub account.
/// launch --uitesting --reset-state
/// type "user@example.com" into textFields["emailField"]
/// tap buttons["loginButton"]
/// wait staticTexts["dashboardTitle"] exists within 5s
/// ```
public enum JourneyParser {
    /// Parses `source`, the text of `file`, into a journey named after the file.
    ///
    /// Every line is parsed even after one fails, so all the problems of a file are
    /// reported together (at most one a line).
    ///
    /// - Throws: `ScriptErrors`, each with its line, column and what was expected.
    public static func parse(_ source: String, file: String) throws(ScriptErrors) -> Journey {
        var steps: [Step] = []
        var firstColumns: [Int] = []
        var errors: [ScriptError] = []
        let lines = source.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        let kind = kind(ofLines: lines, file: file)
        for (index, text) in lines.enumerated() {
            var parser = LineParser(Lexer(String(text), file: file, line: index + 1), kind: kind)
            do {
                if let (step, column) = try parser.parseStep() {
                    try check(step, at: column, isFirst: steps.isEmpty && errors.isEmpty, in: kind, file: file, line: String(text))
                    steps.append(step)
                    firstColumns.append(column)
                }
            } catch {
                errors.append(error)
            }
        }
        if errors.isEmpty {
            if let first = steps.first {
                switch first.action {
                case .launch, .run: break
                default:
                    let word = String(first.source.prefix { !$0.isSpace })
                    errors.append(ScriptError(file: file, line: first.line, column: firstColumns[0],
                                              problem: .missingLaunch(found: word), sourceLine: String(lines[first.line - 1])))
                }
            } else {
                errors.append(ScriptError(file: file, line: 0, column: 0, problem: .emptyJourney))
            }
        }
        guard errors.isEmpty else { throw ScriptErrors(errors) }
        return Journey(name: journeyName(forFile: file), file: file, steps: steps)
    }

    /// A program journey when the first line with a step starts with `run`, else an app journey.
    private static func kind(ofLines lines: [Substring], file: String) -> Journey.Kind {
        for (index, text) in lines.enumerated() {
            var lexer = Lexer(String(text), file: file, line: index + 1)
            guard let token = try? lexer.next() else { return .app }
            if token.kind == .end { continue }
            return token.word == "run" ? .program : .app
        }
        return .app
    }

    /// Throws when `step` does not belong in a journey of `kind`, or is a `run` after the first step.
    private static func check(_ step: Step, at column: Int, isFirst: Bool, in kind: Journey.Kind, file: String, line: String) throws(ScriptError) {
        if case .run = step.action, !isFirst {
            throw ScriptError(file: file, line: step.line, column: column, problem: .runNotFirst, sourceLine: line)
        }
        guard step.action.kind != kind else { return }
        let words = step.source.split(whereSeparator: \.isSpace)
        var name = words.first.map(String.init) ?? ""
        if step.action.kind == .program, name == "expect" || name == "wait", words.count > 1 { name += " " + words[1] }
        throw ScriptError(file: file, line: step.line, column: column, problem: .stepForOtherKind(step: name, journey: kind), sourceLine: line)
    }

    /// The name of the journey in `file`: its last path component without the extension.
    public static func journeyName(forFile file: String) -> String {
        let last = file.split(separator: "/").last.map(String.init) ?? file
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return last }
        return String(last[..<dot])
    }
}
