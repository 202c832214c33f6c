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
        for (index, text) in lines.enumerated() {
            var parser = LineParser(Lexer(String(text), file: file, line: index + 1))
            do {
                if let (step, column) = try parser.parseStep() {
                    steps.append(step)
                    firstColumns.append(column)
                }
            } catch {
                errors.append(error)
            }
        }
        if errors.isEmpty {
            if let first = steps.first {
                if case .launch = first.action {} else {
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

    /// The name of the journey in `file`: its last path component without the extension.
    public static func journeyName(forFile file: String) -> String {
        let last = file.split(separator: "/").last.map(String.init) ?? file
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return last }
        return String(last[..<dot])
    }
}
