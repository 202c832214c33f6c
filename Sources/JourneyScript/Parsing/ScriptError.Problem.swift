import ScreenModel
import TerminalEmulator
package import SystemLayer

extension ScriptError {
    /// What is wrong with a script, as facts; `description` words it.
    package enum Problem: Sendable, Hashable, CustomStringConvertible {
        /// A character no step or query uses.
        case unexpectedCharacter(Character)
        /// A single `=` where a comparison was meant.
        case singleEquals
        /// A string without its closing quote.
        case unterminatedString
        /// A backslash followed by something other than `"`, `\`, `n` or `t`.
        case invalidEscape(Character)
        /// Something else stood where the grammar needed `expected`.
        case expected(String, found: String)
        /// The first word of a line is not a step.
        case unknownStep(String)
        /// A query word that is not one of the Swift API's query providers.
        case unknownQuery(String)
        /// An expectation's word (`label`, `count`, …) written as part of the query.
        case expectationWordInQuery(String)
        /// `descendants(matching: .x)` with an unknown element type.
        case unknownElementType(String)
        /// `press x` with an unknown key.
        case unknownKey(String)
        /// `.matching(.x(…))` with an unknown predicate.
        case unknownPredicate(String)
        /// A number with a unit other than `s` or `ms`, or without one.
        case invalidDuration(String)
        /// A duration longer than `Lexer.longestDuration`.
        case durationTooLong(String)
        /// `count` on something that picks one element, such as `.firstMatch`.
        case countNeedsQuery(pick: String)
        /// A query refinement after a chain that already picked one element.
        case refinementAfterElement(String, element: String)
        /// A pick or refinement (`element`, `firstMatch`, `matching`) with no query before it.
        case pickWithoutQuery(String)
        /// A `/pattern/` without its closing slash.
        case unterminatedPattern
        /// A tree snapshot's line, a mask or a snapshot name that cannot be used, as the
        /// snapshot reader worded it.
        case invalidSnapshot(String)
        /// `expect tree` with neither a snapshot name nor lines below it.
        case treeWithoutLines
        /// A `|` line that follows no `expect tree`.
        case strayTreeLine
        /// The first step of a journey is not `launch`.
        case missingLaunch(found: String)
        /// The file holds no steps.
        case emptyJourney
        /// The file could not be read.
        case unreadableFile(String)
        /// The path names something that is no regular file: a folder, a named pipe, a device.
        case notAFile(FileInfo.Kind)
        /// The file is larger than a script may be.
        case fileTooLarge(bytes: Int, limit: Int)
        /// A byte that is not UTF-8 text (or a NUL, which only binary files hold).
        case notText(byte: UInt8)
        /// A query chained from more steps than a script may use.
        case queryTooLong(limit: Int)
        /// The app refused a launch argument, for the reason it gave.
        case launchArgumentRefused(reason: String)
        /// A step of one kind of journey in the other kind: `tap` after `run`, `expect screen` after `launch`.
        case stepForOtherKind(step: String, journey: Journey.Kind)
        /// `run` after the first step.
        case runNotFirst
        /// `press x` in a program journey with a name no key has.
        case unknownProgramKey(String)
        /// A terminal size that is not `COLUMNSxROWS` within the emulator's limits.
        case invalidSize(String)
        /// An `env` part that is not `NAME=value`.
        case invalidEnvironment(String)
        /// A `run` command line that cannot be split into words, or holds none.
        case invalidCommandLine(String)
        /// `expect line 0` or a line beyond the emulator's limit.
        case invalidLineNumber(Int)
        /// An exit code outside 0–255.
        case invalidExitCode(Int)

        /// The words every line can start with.
        package static let stepNames = ["launch", "relaunch", "tap", "type", "clear", "swipe", "drag", "press", "wait", "expect", "set", "advance", "ignore", "run", "resize"]

        /// The query words, as the Swift API names them: every element type's provider.
        package static var queryNames: [String] {
            ElementType.allCases.compactMap(\.queryProviderName) + ["descendants", "children"]
        }

        /// The predicates `.matching(…)` understands.
        static let predicateForms = [
            ".identifier(\"x\")", ".identifier(beginsWith: \"x\")", ".label(\"x\")", ".label(contains: \"x\")",
            ".label(beginsWith: \"x\")", ".value(\"x\")", ".value(contains: \"x\")", ".placeholderValue(\"x\")",
            ".type(.button)", ".isEnabled", ".isSelected", ".hasFocus",
        ]

        /// A sentence a tester can act on.
        package var description: String {
            switch self {
            case let .unexpectedCharacter(character):
                return "unexpected character '\(character)'"
            case .singleEquals:
                return "'=' is not a comparison; write '==' (or '!=', 'contains')"
            case .unterminatedString:
                return "this string has no closing quote (\")"
            case let .invalidEscape(character):
                return "unknown escape '\\\(character)' in a string; the escapes are \\\" \\\\ \\n \\t and \\u{1b}"
            case let .expected(what, found):
                return "expected \(what), found \(found)"
            case let .unknownStep(word):
                return "unknown step '\(word.excerpt)'" + didYouMean(word, among: Self.stepNames)
                    + " Steps: " + Self.stepNames.joined(separator: ", ")
            case let .unknownQuery(word):
                return "unknown query '\(word.excerpt)'" + didYouMean(word, among: Self.queryNames + ["element", "firstMatch", "matching", "containing"])
                    + " Queries start with one of: " + Self.queryNames.joined(separator: ", ")
            case let .expectationWordInQuery(word):
                return "'.\(word)' is not part of a query; write '\(word)' after the query, separated by a space, "
                    + "e.g. expect cells count == 3 or expect staticTexts[\"title\"] label == \"Shop\""
            case let .unknownElementType(word):
                let names = ElementType.allCases.map(\.rawValue)
                return "unknown element type '.\(word.excerpt)'" + didYouMean(word, among: names, prefix: ".")
                    + " Types: " + names.map { "." + $0 }.joined(separator: ", ")
            case let .unknownKey(word):
                let names = Key.allCases.map(\.rawValue) + KeyboardKey.names.sorted().filter { Key(rawValue: $0) == nil }
                return "unknown key '\(word.excerpt)'" + didYouMean(word, among: names) + " Keys: " + KeyName.appForms.joined(separator: ", ")
            case let .unknownPredicate(word):
                let names = ["identifier", "label", "value", "placeholderValue", "type", "isEnabled", "isSelected", "hasFocus"]
                return "unknown predicate '.\(word.excerpt)'" + didYouMean(word, among: names, prefix: ".")
                    + " Predicates: " + Self.predicateForms.joined(separator: ", ")
            case let .invalidDuration(text):
                return "'\(text.excerpt)' is not a duration; write seconds or milliseconds, e.g. 5s, 1.5s or 500ms"
            case let .durationTooLong(text):
                return "'\(text.excerpt)' is longer than any wait may be; write at most \(Lexer.longestDuration.components.seconds)s (a day)"
            case .unterminatedPattern:
                return "a /pattern/ without its closing slash; end it with /, and write a slash inside it as \\/"
            case let .invalidSnapshot(problem):
                return problem
            case .treeWithoutLines:
                return "expect tree needs the tree's lines below it, each after a | (as in |   button \"Pay\" #payButton), "
                    + "or a stored snapshot: expect tree matches \"name\""
            case .strayTreeLine:
                return "a line starting with | belongs to the lines of an expect tree above it; put it right under expect tree, or remove the |"
            case let .countNeedsQuery(pick):
                return "count counts a query's matches, but '\(pick.excerpt)' picks one element; remove '\(pick.excerpt)'"
            case let .refinementAfterElement(refinement, element):
                let element = element.excerpt(80)
                return "'\(refinement)' refines a query, but \(element) is already one element; "
                    + "refine before picking (e.g. cells.matching(identifier: \"x\").firstMatch), or query inside it (e.g. \(element).buttons)"
            case let .pickWithoutQuery(pick):
                return "'\(pick)' needs a query before it, e.g. buttons\(pick.hasPrefix("[") ? "" : ".")\(pick)"
            case let .missingLaunch(found):
                return "a journey starts by launching the app, e.g. launch --uitesting --reset-state, "
                    + "or by running a program, e.g. run \"less README.md\"; found '\(found.excerpt)' first"
            case .emptyJourney:
                return "the file has no steps; a journey starts with a launch line, e.g. launch --uitesting --reset-state, "
                    + "or a run line, e.g. run \"less README.md\""
            case let .unreadableFile(reason):
                return "cannot read the file: \(reason)"
            case let .notAFile(kind):
                return "cannot read the file: it is \(kind.named), not a file; journeys and configurations are read from regular files only"
            case let .fileTooLarge(bytes, limit):
                return "the file holds \(Self.size(bytes)); a journey or configurations file may hold at most \(Self.size(limit)): is it the right file?"
            case let .notText(byte):
                let hex = "0x" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
                return byte == 0
                    ? "the file is not text: it holds a NUL byte (\(hex)) here, as binary files do; journeys are plain UTF-8 text"
                    : "the file is not UTF-8 text: byte \(hex) here is not UTF-8; save the file as UTF-8"
            case let .launchArgumentRefused(reason):
                return "the app refuses this launch argument: \(reason)"
            case let .stepForOtherKind(step, journey):
                switch journey {
                case .program:
                    return "'\(step)' needs an app's own channel, but this is \(journey); "
                        + "a program journey reads the screen, sends keys and acts on the elements read off the screen: "
                        + "expect screen contains \"…\", wait screen contains \"…\", expect line 1 == \"…\", type \"…\", press enter, "
                        + "resize 100x30, expect exit 0, tap buttons[\"Yes\"], type \"…\" into textFields.firstMatch, "
                        + "wait cells[\"main.go\"] exists, expect switches[\"Enable SSH\"] value == \"1\""
                case .app:
                    return "'\(step)' is for a program on a terminal, but this is \(journey); "
                        + "an app journey names elements: expect QUERY exists, wait QUERY exists, type \"…\" into QUERY, press enter; "
                        + "to drive a terminal program, start the journey with run \"program arguments\""
                }
            case .runNotFirst:
                return "run starts a program journey and may only be its first step: a journey drives one program, from its first line"
            case let .unknownProgramKey(word):
                return "unknown key '\(word.excerpt)'" + didYouMean(word.lowercased(), among: KeyName.suggestions)
                    + " Keys: " + KeyName.programForms.joined(separator: ", ")
            case let .invalidSize(text):
                return "'\(text.excerpt)' is not a terminal size; write columns x rows, e.g. 100x30 (each from 1 to \(Self.maximumDimension))"
            case let .invalidEnvironment(text):
                return "'\(text.excerpt)' is not a variable; write env NAME=value, e.g. env LANG=C.UTF-8, "
                    + "or env \"NAME=value with spaces\" (the name: letters, digits and _, not starting with a digit)"
            case let .invalidCommandLine(problem):
                return problem + "; write the program and its arguments as a shell would, e.g. run \"less 'my notes.txt'\""
            case let .invalidLineNumber(number):
                return "there is no line \(number); lines count from 1 at the top of the screen, up to \(Self.maximumDimension)"
            case let .invalidExitCode(code):
                return "\(code) is not an exit code; a program exits with 0 to 255"
            case let .queryTooLong(limit):
                return "a query may chain at most \(limit) steps, and this one has more; "
                    + "pick the element by its identifier instead, e.g. buttons[\"loginButton\"]"
            }
        }

        /// `; did you mean 'x'?` for the names nearest to `word`, else a full stop, ready
        /// for the list of valid names that follows. A word far longer than any name is
        /// near none, and is not compared.
        private func didYouMean(_ word: String, among names: [String], prefix: String = "") -> String {
            guard word.count <= String.excerptLength else { return "." }
            let nearest = NearestNames.nearest(to: word, among: names, limit: 2)
            guard !nearest.isEmpty else { return "." }
            return "; did you mean " + nearest.map { "'\(prefix)\($0)'" }.joined(separator: " or ") + "?"
        }

        /// The most columns or rows a terminal may have.
        static var maximumDimension: Int { Emulator.maximumDimension }

        /// `1 MiB`, `10.5 MB`, `12 KB`: a size for a person.
        private static func size(_ bytes: Int) -> String {
            if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
            if bytes >= 1_000_000 { return "\(bytes / 1_000_000).\(bytes % 1_000_000 / 100_000) MB" }
            if bytes >= 1_000 { return "\(bytes / 1_000) KB" }
            return "\(bytes) bytes"
        }
    }
}
