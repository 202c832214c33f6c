import JourneyScript
import Testing

/// A problem and the sentence a tester reads for it.
struct ProblemMessage: Sendable, CustomTestStringConvertible {
    let problem: ScriptError.Problem
    let message: String

    var testDescription: String { message }
}

/// Each script problem's wording: what is wrong, and what to write instead.
@Suite("Journey parser: what each problem says")
struct ProblemMessageTests {
    @Test(
        "each problem says what is wrong and what to write instead",
        arguments: [
            ProblemMessage(problem: .singleEquals, message: "'=' is not a comparison; write '==' (or '!=', 'contains')"),
            ProblemMessage(problem: .unterminatedString, message: #"this string has no closing quote (")"#),
            ProblemMessage(problem: .invalidEscape("q"), message: #"unknown escape '\q' in a string; the escapes are \" \\ \n \t and \u{1b}"#),
            ProblemMessage(
                problem: .expectationWordInQuery("count"),
                message: "'.count' is not part of a query; write 'count' after the query, "
                    + #"separated by a space, e.g. expect cells count == 3 or expect staticTexts["title"] label == "Shop""#),
            ProblemMessage(
                problem: .countNeedsQuery(pick: ".firstMatch"),
                message: "count counts a query's matches, but '.firstMatch' picks one element; remove '.firstMatch'"),
            ProblemMessage(problem: .pickWithoutQuery("firstMatch"), message: "'firstMatch' needs a query before it, e.g. buttons.firstMatch"),
            ProblemMessage(problem: .pickWithoutQuery(#"["x"]"#), message: #"'["x"]' needs a query before it, e.g. buttons["x"]"#),
            ProblemMessage(problem: .unreadableFile("No such file or directory"), message: "cannot read the file: No such file or directory"),
            ProblemMessage(
                problem: .stepForOtherKind(step: "drag", journey: .program),
                message: "'drag' needs an app's own channel, but this is a program journey (one that starts with run); "
                    + "a program journey reads the screen, sends keys and acts on the elements read off the screen: "
                    + #"expect screen contains "…", wait screen contains "…", expect line 1 == "…", type "…", press enter, "#
                    + #"resize 100x30, expect exit 0, tap buttons["Yes"], type "…" into textFields.firstMatch, "#
                    + #"wait cells["main.go"] exists, expect switches["Enable SSH"] value == "1""#),
            ProblemMessage(
                problem: .stepForOtherKind(step: "press", journey: .app),
                message: "'press' is for a program on a terminal, but this is an app journey (one that starts with launch); "
                    + #"an app journey names elements: expect QUERY exists, wait QUERY exists, type "…" into QUERY, press enter; "#
                    + #"to drive a terminal program, start the journey with run "program arguments""#),
            ProblemMessage(
                problem: .runNotFirst,
                message: "run starts a program journey and may only be its first step: a journey drives one program, from its first line"),
            ProblemMessage(
                problem: .invalidSize("100by30"),
                message: "'100by30' is not a terminal size; write columns x rows, e.g. 100x30 (each from 1 to 1000)"),
            ProblemMessage(
                problem: .invalidEnvironment("1X=2"),
                message: "'1X=2' is not a variable; write env NAME=value, e.g. env LANG=C.UTF-8, "
                    + #"or env "NAME=value with spaces" (the name: letters, digits and _, not starting with a digit)"#),
            ProblemMessage(
                problem: .invalidCommandLine("the quote ' is never closed"),
                message: "the quote ' is never closed; "
                    + #"write the program and its arguments as a shell would, e.g. run "less 'my notes.txt'""#),
            ProblemMessage(
                problem: .invalidLineNumber(0),
                message: "there is no line 0; lines count from 1 at the top of the screen, up to 1000"),
            ProblemMessage(problem: .invalidExitCode(256), message: "256 is not an exit code; a program exits with 0 to 255"),
            ProblemMessage(
                problem: .fileTooLarge(bytes: 12_345, limit: 1 << 20),
                message: "the file holds 12 KB; a journey or configurations file may hold at most 1 MiB: is it the right file?"),
            ProblemMessage(
                problem: .fileTooLarge(bytes: 999, limit: 10_500_000),
                message: "the file holds 999 bytes; a journey or configurations file may hold at most 10.5 MB: is it the right file?"),
            ProblemMessage(problem: .notText(byte: 0x0F), message: "the file is not UTF-8 text: byte 0x0F here is not UTF-8; save the file as UTF-8"),
            ProblemMessage(problem: .notText(byte: 0x10), message: "the file is not UTF-8 text: byte 0x10 here is not UTF-8; save the file as UTF-8"),
            ProblemMessage(problem: .notText(byte: 0xFF), message: "the file is not UTF-8 text: byte 0xFF here is not UTF-8; save the file as UTF-8"),
        ])
    func wording(_ case: ProblemMessage) {
        #expect(`case`.problem.description == `case`.message)
    }

    @Test("an unknown element type or predicate is named with the nearest ones, then every one there is")
    func unknownNamesWithSuggestions() {
        let type = ScriptError.Problem.unknownElementType("buton").description
        #expect(type.hasPrefix("unknown element type '.buton'; did you mean '.button'"), "\(type)")
        #expect(type.contains(" Types: .any, ") && type.contains(", .button, "), "\(type)")

        let predicate = ScriptError.Problem.unknownPredicate("lable").description
        #expect(predicate.hasPrefix("unknown predicate '.lable'; did you mean '.label'?"), "\(predicate)")
        #expect(
            predicate.hasSuffix(
                #" Predicates: .identifier("x"), .identifier(beginsWith: "x"), .label("x"), .label(contains: "x"), "#
                    + #".label(beginsWith: "x"), .value("x"), .value(contains: "x"), .placeholderValue("x"), .type(.button), .isEnabled, .isSelected, .hasFocus"#))

        let far = ScriptError.Problem.unknownPredicate("zzzzzzzzzzzz").description
        #expect(far.hasPrefix("unknown predicate '.zzzzzzzzzzzz'. Predicates: "), "a word near no name gets no suggestion: \(far)")
    }
}
