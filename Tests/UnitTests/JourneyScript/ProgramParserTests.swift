import Driver
@testable import JourneyScript
import Testing

@Suite("Journey parser: program journeys")
struct ProgramParserTests {
    /// The steps of a program journey: `run "sh"`, then `body`.
    private func steps(after body: String) throws -> [Step] {
        try JourneyParser.parse("run \"sh\"\n" + body, file: "p.journey").steps
    }

    @Test("a journey that starts with run is a program journey; one that starts with launch an app journey")
    func kind() throws {
        #expect(try JourneyParser.parse("# less\nrun \"less README.md\"\npress q\n", file: "a.journey").kind == .program)
        #expect(try JourneyParser.parse("launch --uitesting\npress enter\n", file: "b.journey").kind == .app)
    }

    @Test(
        "run splits its command line as a shell splits words",
        arguments: [
            ("run \"less README.md\"", "less", ["README.md"]),
            ("run \"less 'my notes.txt'\"", "less", ["my notes.txt"]),
            ("run \"sh -c 'echo $HOME; read x'\"", "sh", ["-c", "echo $HOME; read x"]),
            ("run \"printf \\\"%s|\\\" a\\\\ b \\\"c d\\\"\"", "printf", ["%s|", "a b", "c d"]),
            ("run \"  /usr/bin/env   A=1\tprintenv A \"", "/usr/bin/env", ["A=1", "printenv", "A"]),
            ("run \"echo '' x\"", "echo", ["", "x"]),
        ])
    func runCommandLine(line: String, command: String, arguments: [String]) throws {
        let journey = try JourneyParser.parse(line, file: "r.journey")

        guard case let .run(launch) = try #require(journey.steps.first).action else {
            Issue.record("not a run step: \(journey.steps)")
            return
        }
        #expect(launch.command == command)
        #expect(launch.arguments == arguments)
        #expect(launch.columns == 80 && launch.rows == 24)
        #expect(launch.environment.isEmpty)
    }

    @Test("run takes a size and variables, in any order, later ones winning")
    func runSizeAndEnvironment() throws {
        let journey = try JourneyParser.parse(
            "run \"top -b\" env LANG=C.UTF-8 size 100x30 env \"GREETING=hello world\" env EMPTY= env LANG=C # a comment",
            file: "r.journey"
        )

        guard case let .run(launch) = try #require(journey.steps.first).action else {
            Issue.record("not a run step")
            return
        }
        #expect(launch.commandLine == "top -b")
        #expect(launch.columns == 100 && launch.rows == 30)
        #expect(launch.environment.map(\.name) == ["LANG", "GREETING", "EMPTY", "LANG"])
        #expect(launch.environmentVariables == ["LANG": "C", "GREETING": "hello world", "EMPTY": ""])
        #expect(journey.steps[0].source == "run \"top -b\" env LANG=C.UTF-8 size 100x30 env \"GREETING=hello world\" env EMPTY= env LANG=C")
        #expect(launch.description == "run \"top -b\" size 100x30 env LANG=C.UTF-8 env \"GREETING=hello world\" env EMPTY= env LANG=C")
    }

    @Test(
        "a program journey's steps on elements read as the app's steps of the same words",
        arguments: [
            "tap buttons[\"Yes\"]",
            "type \"Ada\" into textFields.firstMatch",
            "clear textFields[\"Name\"]",
            "swipe up",
            "wait cells[\"cherry\"] exists",
            "wait buttons[\"OK\"] gone",
            "expect switches[\"Enable SSH\"] value == \"1\"",
            "expect buttons[\"No\"] focused",
        ])
    func elementStep(line: String) throws {
        let programStep = try #require(try steps(after: line).last)
        let appStep = try #require(try JourneyParser.parse("launch\n" + line + "\n", file: "app.journey").steps.last)

        #expect(programStep.action.description == appStep.action.description)
        #expect(programStep.action.kind == .app)
        #expect(programStep.action.drivesElementsOfAnyProgram)
        #expect(programStep.source == line)
    }

    @Test(
        "each program step reads as its action",
        arguments: [
            ("type \"hello\\n\"", "type \"hello\\n\""),
            ("press enter", "press enter"),
            ("press Down", "press down"),
            ("press pageDown", "press pagedown"),
            ("press F10", "press f10"),
            ("press f1", "press f1"),
            ("press ctrl-c", "press ctrl-c"),
            ("press Ctrl-R", "press ctrl-R"),
            ("press alt-x", "press alt-x"),
            ("press q", "press q"),
            ("press /", "press \"/\""),
            ("press \"#\"", "press \"#\""),
            ("press return", "press enter"),
            ("press esc", "press escape"),
            ("press shift-tab", "press shift-tab"),
            ("press backtab", "press shift-tab"),
            ("resize 100x30", "resize 100x30"),
            ("wait screen contains \"(END)\"", "wait screen contains \"(END)\" within 5s"),
            ("wait screen not contains \"Loading\" within 2s", "wait screen not contains \"Loading\" within 2s"),
            ("expect screen contains \"Saved\"", "expect screen contains \"Saved\""),
            ("expect screen not contains \"Error\"", "expect screen not contains \"Error\""),
            ("expect line 1 == \"Welcome\"", "expect line 1 == \"Welcome\""),
            ("expect line 24 contains \"(END)\"", "expect line 24 contains \"(END)\""),
            ("expect line 3 != \"\"", "expect line 3 != \"\""),
            ("expect exit 0", "expect exit 0 within 5s"),
            ("expect exit 130 within 10s", "expect exit 130 within 10s"),
        ])
    func stepAction(line: String, action: String) throws {
        let step = try #require(try steps(after: line).last)

        #expect(step.action.description == action)
        #expect(step.action.kind == .program)
        #expect(step.source == line)
    }

    @Test(
        "key names become the terminal's keys",
        arguments: [
            ("enter", KeyPress.enter), ("down", .down), ("pagedown", .pageDown), ("F12", .function(12)),
            ("ctrl-c", .ctrl("c")), ("alt-b", .alt("b")), ("q", .character("q")), ("space", .space), ("backspace", .backspace),
        ])
    func keyNames(name: String, key: KeyPress) throws {
        let step = try #require(try steps(after: "press \(name)").last)

        guard case let .pressOnTerminal(parsed) = step.action else {
            Issue.record("not a program press: \(step.action)")
            return
        }
        #expect(parsed == key)
    }

    @Test("in an app journey, press and type keep their app meaning")
    func appMeaning() throws {
        let journey = try JourneyParser.parse("launch\npress enter\ntype \"a\" into textFields[\"f\"]\n", file: "a.journey")

        #expect(journey.steps.map(\.action.kind) == [.app, .app, .app])
    }
}

@Suite("Journey parser: program journey errors")
struct ProgramSyntaxErrorTests {
    private func errors(in source: String) -> [ScriptError] {
        do {
            let journey = try JourneyParser.parse(source, file: "p.journey")
            Issue.record("expected a script error, parsed \(journey.steps.count) steps")
            return []
        } catch {
            return error.errors
        }
    }

    @Test(
        "each mistake in a program journey is reported at its line and column",
        arguments: [
            SyntaxErrorCase(line: "press ctl-c", column: 7, problem: .unknownProgramKey("ctl-c")),
            SyntaxErrorCase(line: "press f13", column: 7, problem: .unknownProgramKey("f13")),
            SyntaxErrorCase(line: "press ctrl-1", column: 7, problem: .unknownProgramKey("ctrl-1")),
            SyntaxErrorCase(line: "press", column: 6, problem: .expected("a key, such as enter, down, f10, ctrl-c or q", found: "the end of the line")),
            SyntaxErrorCase(line: "press enter twice", column: 13, problem: .expected("the end of the line", found: "'twice'")),
            SyntaxErrorCase(line: "type hello", column: 6, problem: .expected("the text to type, in double quotes, as in type \"hello\"", found: "'hello'")),
            SyntaxErrorCase(line: "type \"a\" into", column: 14, problem: .expected("a query such as buttons[\"loginButton\"] or cells", found: "the end of the line")),
            SyntaxErrorCase(line: "resize 100", column: 8, problem: .invalidSize("100")),
            SyntaxErrorCase(line: "resize 100x0", column: 8, problem: .invalidSize("100x0")),
            SyntaxErrorCase(line: "resize 2000x30", column: 8, problem: .invalidSize("2000x30")),
            SyntaxErrorCase(line: "resize +100x30", column: 8, problem: .invalidSize("+100x30")),
            SyntaxErrorCase(line: "resize", column: 7, problem: .expected("a size, columns x rows, as in 100x30", found: "the end of the line")),
            SyntaxErrorCase(line: "wait screen shows \"x\"", column: 13, problem: .expected("'contains' or 'not contains'", found: "'shows'")),
            SyntaxErrorCase(line: "wait screen not \"x\"", column: 17, problem: .expected("'contains'", found: "'\"x\"'")),
            SyntaxErrorCase(line: "wait screen contains \"x\" within 2", column: 33, problem: .invalidDuration("2")),
            SyntaxErrorCase(line: "wait screen contains x", column: 22, problem: .expected("the text in double quotes, as in screen contains \"Saved\"", found: "'x'")),
            SyntaxErrorCase(line: "expect screen == \"x\"", column: 15, problem: .expected("'contains' or 'not contains'", found: "'=='")),
            SyntaxErrorCase(line: "expect line 0 == \"x\"", column: 13, problem: .invalidLineNumber(0)),
            SyntaxErrorCase(
                line: "expect line one == \"x\"", column: 13,
                problem: .expected("a line number, counting from 1 at the top, as in expect line 1 == \"Welcome\"", found: "'one'")),
            SyntaxErrorCase(line: "expect line 1 >= \"x\"", column: 15, problem: .expected("a comparison: ==, != or contains", found: "'>='")),
            SyntaxErrorCase(line: "expect exit 256", column: 13, problem: .invalidExitCode(256)),
            SyntaxErrorCase(line: "expect exit", column: 12, problem: .expected("an exit code, as in expect exit 0", found: "the end of the line")),
            SyntaxErrorCase(line: "expect exit 0 soon", column: 15, problem: .expected("'within' and a duration, or the end of the line", found: "'soon'")),
            SyntaxErrorCase(line: "  drag cells[\"a\"] to cells[\"b\"]", column: 3, problem: .stepForOtherKind(step: "drag", journey: .program)),
            SyntaxErrorCase(line: "advance clock by 1s", column: 1, problem: .stepForOtherKind(step: "advance", journey: .program)),
            SyntaxErrorCase(line: "type $NAME into textFields[\"f\"]", column: 6, problem: .expected("the text to type, in double quotes, as in type \"hello\"", found: "'$NAME'")),
            SyntaxErrorCase(line: "launch --uitesting", column: 1, problem: .stepForOtherKind(step: "launch", journey: .program)),
            SyntaxErrorCase(line: "relaunch", column: 1, problem: .stepForOtherKind(step: "relaunch", journey: .program)),
            SyntaxErrorCase(line: "set network offline", column: 1, problem: .stepForOtherKind(step: "set", journey: .program)),
            SyntaxErrorCase(line: "run \"vim\"", column: 1, problem: .runNotFirst),
        ])
    func programErrors(_ example: SyntaxErrorCase) {
        let found = errors(in: "run \"sh\"\n" + example.line)

        #expect(found.count == 1)
        #expect(found.first?.line == 2)
        #expect(found.first?.column == example.column)
        #expect(found.first?.problem == example.problem)
    }

    @Test(
        "a program's steps in an app journey are errors at their line and column",
        arguments: [
            SyntaxErrorCase(line: "expect screen contains \"Shop\"", column: 1, problem: .stepForOtherKind(step: "expect screen", journey: .app)),
            SyntaxErrorCase(line: "expect line 1 == \"Shop\"", column: 1, problem: .stepForOtherKind(step: "expect line", journey: .app)),
            SyntaxErrorCase(line: "expect exit 0", column: 1, problem: .stepForOtherKind(step: "expect exit", journey: .app)),
            SyntaxErrorCase(line: "  wait screen contains \"Shop\"", column: 3, problem: .stepForOtherKind(step: "wait screen", journey: .app)),
            SyntaxErrorCase(line: "resize 100x30", column: 1, problem: .stepForOtherKind(step: "resize", journey: .app)),
            SyntaxErrorCase(line: "run \"less README.md\"", column: 1, problem: .runNotFirst),
            SyntaxErrorCase(line: "type \"a\"", column: 9, problem: .expected("'into'", found: "the end of the line")),
        ])
    func appErrors(_ example: SyntaxErrorCase) {
        let found = errors(in: "launch --uitesting\n" + example.line)

        #expect(found.count == 1)
        #expect(found.first?.line == 2)
        #expect(found.first?.column == example.column)
        #expect(found.first?.problem == example.problem)
    }

    @Test(
        "each mistake in a run line is reported at its column",
        arguments: [
            SyntaxErrorCase(
                line: "run less README.md", column: 5,
                problem: .expected("the command line in double quotes, as in run \"less README.md\"", found: "'less'")),
            SyntaxErrorCase(
                line: "run", column: 4,
                problem: .expected("the command line in double quotes, as in run \"less README.md\"", found: "the end of the line")),
            SyntaxErrorCase(line: "run \"\"", column: 5, problem: .invalidCommandLine("the command line is empty")),
            SyntaxErrorCase(line: "run \"  \"", column: 5, problem: .invalidCommandLine("the command line is empty")),
            SyntaxErrorCase(line: "run \"less 'my notes\"", column: 5, problem: .invalidCommandLine("the command line has a ' with no closing '")),
            SyntaxErrorCase(line: "run \"echo \\\"a\"", column: 5, problem: .invalidCommandLine("the command line has a \" with no closing \"")),
            SyntaxErrorCase(line: "run \"echo a\\\\\"", column: 5, problem: .invalidCommandLine("the command line ends with a backslash, which escapes nothing")),
            SyntaxErrorCase(line: "run \"less\" size 80", column: 17, problem: .invalidSize("80")),
            SyntaxErrorCase(line: "run \"less\" size", column: 16, problem: .expected("a size, columns x rows, as in 100x30", found: "the end of the line")),
            SyntaxErrorCase(line: "run \"less\" env LANG", column: 16, problem: .invalidEnvironment("LANG")),
            SyntaxErrorCase(line: "run \"less\" env 1X=a", column: 16, problem: .invalidEnvironment("1X=a")),
            SyntaxErrorCase(line: "run \"less\" env =a", column: 16, problem: .invalidEnvironment("=a")),
            SyntaxErrorCase(line: "run \"less\" env A-B=a", column: 16, problem: .invalidEnvironment("A-B=a")),
            SyntaxErrorCase(line: "run \"less\" env \"A B=a\"", column: 16, problem: .invalidEnvironment("A B=a")),
            SyntaxErrorCase(line: "run \"less\" env NAMÉ=a", column: 16, problem: .invalidEnvironment("NAMÉ=a")),
            SyntaxErrorCase(line: "run \"less\" env", column: 15, problem: .expected("a variable, as in env LANG=C.UTF-8", found: "the end of the line")),
            SyntaxErrorCase(line: "run \"less\" in /tmp", column: 12, problem: .expected("size COLUMNSxROWS, env NAME=value, or the end of the line", found: "'in'")),
        ])
    func runErrors(_ example: SyntaxErrorCase) {
        let found = errors(in: "# first\n" + example.line)

        #expect(found.count == 1)
        #expect(found.first?.line == 2)
        #expect(found.first?.column == example.column)
        #expect(found.first?.problem == example.problem)
    }

    @Test("the message for an app's step in a program journey says why and what to write instead")
    func otherKindMessage() {
        let found = errors(in: "run \"less README.md\"\nlaunch --uitesting")

        #expect(
            found.first?.description == """
                p.journey:2:1: error: 'launch' needs an app's own channel, but this is a program journey (one that starts with run); \
                a program journey reads the screen, sends keys and acts on the elements read off the screen: \
                expect screen contains "…", wait screen contains "…", expect line 1 == "…", type "…", press enter, \
                resize 100x30, expect exit 0, tap buttons["Yes"], type "…" into textFields.firstMatch, \
                wait cells["main.go"] exists, expect switches["Enable SSH"] value == "1"
                    launch --uitesting
                    ^
                """)
    }

    @Test("an unknown key suggests the nearest names and lists the forms")
    func unknownKeyMessage() {
        let message = ScriptError.Problem.unknownProgramKey("pagedwn").description

        #expect(message.hasPrefix("unknown key 'pagedwn'; did you mean 'pagedown'"))
        #expect(
            message.hasSuffix(
                "Keys: enter, tab, backtab, backspace, escape, space, up, down, left, right, home, end, pageup, pagedown, "
                    + "insert, delete, f1…f12, ctrl-a…ctrl-z, alt-x, any single character (q, /)"))
    }

    @Test("a journey that starts with neither launch nor run says both")
    func missingStart() {
        let found = errors(in: "tap buttons[\"ok\"]\n")

        #expect(found.first?.problem == .missingLaunch(found: "tap"))
        #expect(found.first?.problem.description.contains("run \"less README.md\"") == true)
    }
}
