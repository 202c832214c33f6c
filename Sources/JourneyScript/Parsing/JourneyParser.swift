import ScreenModel

/// Reads journey scripts: plain text, one step a line, `#` for comments.
///
/// ```
/// # Sign in with a stub account.
/// launch --uitesting --reset-state
/// type "user@example.com" into textFields["emailField"]
/// tap buttons["loginButton"]
/// wait staticTexts["dashboardTitle"] exists within 5s
/// ```
package enum JourneyParser {
    /// Parses `source`, the text of `file`, into a journey named after the file.
    ///
    /// Every line is parsed even after one fails, so all the problems of a file are
    /// reported together (at most one a line).
    ///
    /// - Throws: `ScriptErrors`, each with its line, column and what was expected.
    package static func parse(_ source: String, file: String) throws(ScriptErrors) -> Journey {
        var steps: [Step] = []
        var firstColumns: [Int] = []
        var errors: [ScriptError] = []
        let lines = source.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        let kind = kind(ofLines: lines, file: file)
        var index = 0
        while index < lines.count {
            let text = lines[index]
            index += 1
            if treeLine(text) != nil {
                errors.append(ScriptError(file: file, line: index, column: 1, problem: .strayTreeLine, sourceLine: String(text)))
                continue
            }
            var parser = LineParser(Lexer(String(text), file: file, line: index), kind: kind)
            do {
                if let (parsed, column) = try parser.parseStep() {
                    var step = parsed
                    try check(step, at: column, isFirst: steps.isEmpty && errors.isEmpty, in: kind, file: file, line: String(text))
                    if case let .expect(.tree(tree)) = step.action, case let .inline(_, partial) = tree.reference {
                        var written: [String] = []
                        while index < lines.count, let line = treeLine(lines[index]) {
                            written.append(line)
                            index += 1
                        }
                        step.action = .expect(.tree(try inlineTree(tree, lines: written, partial: partial, step: step, file: file, line: String(text))))
                    }
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
                    errors.append(
                        ScriptError(
                            file: file, line: first.line, column: firstColumns[0],
                            problem: .missingLaunch(found: word), sourceLine: String(lines[first.line - 1])))
                }
            } else {
                errors.append(ScriptError(file: file, line: 0, column: 0, problem: .emptyJourney))
            }
        }
        guard errors.isEmpty else { throw ScriptErrors(errors) }
        return Journey(name: journeyName(forFile: file), file: file, steps: steps)
    }

    /// The tree line a `|` line holds (what follows the bar and one space), or nil for
    /// any other line.
    private static func treeLine(_ text: Substring) -> String? {
        let rest = text.drop { $0.isSpace }
        guard rest.first == "|" else { return nil }
        let line = rest.dropFirst()
        return String(line.first == " " ? line.dropFirst() : line)
    }

    /// `tree` with the lines written below its step, read as a tree reference.
    private static func inlineTree(
        _ tree: TreeExpectation, lines: [String], partial: Bool, step: Step, file: String,
        line: String
    ) throws(ScriptError) -> TreeExpectation {
        guard !lines.isEmpty else {
            throw ScriptError(file: file, line: step.line, column: 1, problem: .treeWithoutLines, sourceLine: line)
        }
        do {
            _ = try TreeSnapshotReference(lines.joined(separator: "\n"))
        } catch let error as SnapshotFormatError {
            let offset =
                switch error {
                case let .badIndentation(number, _), let .unterminated(number, _): number
                default: 1
                }
            throw ScriptError(file: file, line: step.line + offset, column: 1, problem: .invalidSnapshot("\(error)"), sourceLine: lines[offset - 1])
        } catch {
            throw ScriptError(file: file, line: step.line, column: 1, problem: .invalidSnapshot("\(error)"), sourceLine: line)
        }
        var inline = tree
        inline.reference = .inline(lines: lines, partial: partial)
        return inline
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

    /// Throws when `step` does not belong in a journey of `kind` (a program journey takes an
    /// app's steps on elements too, read off the program's screen), or is a `run` after the
    /// first step.
    private static func check(_ step: Step, at column: Int, isFirst: Bool, in kind: Journey.Kind, file: String, line: String) throws(ScriptError) {
        if case .run = step.action, !isFirst {
            throw ScriptError(file: file, line: step.line, column: column, problem: .runNotFirst, sourceLine: line)
        }
        guard step.action.kind != kind, !(kind == .program && step.action.drivesElementsOfAnyProgram) else { return }
        let words = step.source.split(whereSeparator: \.isSpace)
        var name = words.first.map(String.init) ?? ""
        if step.action.kind == .program, name == "expect" || name == "wait", words.count > 1 { name += " " + words[1] }
        throw ScriptError(file: file, line: step.line, column: column, problem: .stepForOtherKind(step: name, journey: kind), sourceLine: line)
    }

    /// The name of the journey in `file`: its last path component without the extension.
    package static func journeyName(forFile file: String) -> String {
        let last = file.split(separator: "/").last.map(String.init) ?? file
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return last }
        return String(last[..<dot])
    }
}
