import Driver
import DriverTesting
import Foundation
import SystemLayer
import JourneyTrace
import Testing
import Sharding

/// The `journey` command running scripts that drive terminal programs (`run "…"`),
/// end to end: the built command, real programs, the files it leaves.
@Suite("journey command: program journeys", .timeLimit(.minutes(3)), .hangReport, .tags(.program), .dedicatedThread)
struct ProgramJourneyCommandTests {
    /// A file of `count` numbered lines with `word` on line `at`.
    private static func numberedFile(count: Int, word: String, at: Int) -> String {
        (1...count).map { $0 == at ? "line \($0) \(word)" : "line \($0)" }.joined(separator: "\n") + "\n"
    }

    @Test("a less journey searches a long file, the match scrolls to the top, q exits 0", .requires(.less))
    func lessSearch() async throws {
        let folder = try TemporaryFolder()
        try folder.write("notes.txt", Self.numberedFile(count: 200, word: "needle", at: 150))
        try folder.write(
            "journeys/less.journey",
            """
            # Search in less, then quit.
            run "less notes.txt" size 60x20 env LESSHISTFILE=-
            wait screen contains "line 1"
            expect line 1 == "line 1"
            expect screen not contains "needle"
            type "/needle\\n"
            wait screen contains "line 150 needle" within 3s
            expect line 1 contains "needle"
            press q
            expect exit 0
            """)

        let output = try await JourneyExecutable.run(["run", "journeys", "--trace", "on"], in: folder)

        #expect(output.status == 0, "\(output.standardOutput)\(output.standardError)")
        #expect(output.standardOutput.contains("  ✔ run \"less notes.txt\" size 60x20 env LESSHISTFILE=- ("))
        #expect(output.standardOutput.contains("  ✔ expect line 1 contains \"needle\" ("))
        #expect(output.standardOutput.contains("  ✔ expect exit 0 ("))
        #expect(output.lastLine.hasPrefix("1 passed, 0 failed in "))
        let trace = try TraceFile.read(folder.path + "/.journey-results/traces/less.trace.json")
        let searched = try #require(trace.steps[6].after?.screen.flatMap { trace.store.screens[$0] })
        #expect(searched.width == 60 && searched.height == 20)
        #expect(searched.rows.first == "line 150 needle")
        // less highlights the match: the word is drawn inverse (or in a colour).
        #expect(searched.runs?.contains { $0.row == 0 && $0.start == 9 && $0.length == 6 } == true)
        #expect(trace.recording?.asciicast.hasPrefix("{\"version\": 2, \"width\": 60, \"height\": 20") == true)
    }

    @Test("cat echoes what is typed, and ctrl-d at the start of a line ends it with 0")
    func catEcho() async throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "cat.journey",
            """
            run "cat"
            type "hello\\n"
            expect line 1 == "hello"
            expect line 2 == "hello"
            press ctrl-d
            expect exit 0
            """)

        let output = try await JourneyExecutable.run(["cat.journey"], in: folder)

        #expect(output.status == 0, "\(output.standardOutput)")
        #expect(output.standardOutput.contains("  ✔ press ctrl-d ("))
    }

    @Test("sh gets its words, variables and terminal size as written, sees a resize, and exits with its code")
    func shellProgram() async throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "sh.journey",
            """
            run "sh -c 'echo \\"[$GREETING] [$1]\\"; stty size; read x; stty size; read name; echo \\"hi $name\\"; exit 3' sh 'two words'" size 100x30 env "GREETING=hello world"
            expect line 1 == "[hello world] [two words]"
            expect line 2 == "30 100"
            resize 120x40
            press enter
            wait screen contains "40 120"
            type "Ada\\n"
            expect screen contains "hi Ada"
            expect exit 3
            """)

        let output = try await JourneyExecutable.run(["sh.journey"], in: folder)

        #expect(output.status == 0, "\(output.standardOutput)")
        #expect(output.lastLine.hasPrefix("1 passed, 0 failed in "))
    }

    @Test("a failing program journey exits 1; its failure folder holds the recording, an SVG and the text of the last screen")
    func failureArtifacts() async throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "journeys/greet.journey",
            """
            run "sh -c 'echo ready; read x; echo bye'"
            wait screen contains "ready"
            type "go\\n"
            expect line 3 == "goodbye"
            press q
            """)

        let output = try await JourneyExecutable.run(["run", "journeys", "--junit", "out/junit.xml"], in: folder)

        #expect(output.status == 1)
        #expect(
            output.standardOutput.contains(
                "    line 4: expected line 3 == \"goodbye\", but it is \"bye\"; the program has ended (exit code 0), so the screen will not change"
            ))
        #expect(output.standardOutput.contains("    see out/journey-failures/greet/failure.txt"))
        let failure = try folder.read("out/journey-failures/greet/failure.txt")
        #expect(
            failure.hasPrefix(
                "Journey: greet\nFailed at: journeys/greet.journey:4\nStep: expect line 3 == \"goodbye\"\n"
                    + "Program: sh -c 'echo ready; read x; echo bye'\n"))
        #expect(failure.contains("Not run:\n  line 5: press q"))
        let recording = try folder.read("out/journey-failures/greet/session.cast")
        #expect(recording.hasPrefix("{\"version\": 2, \"width\": 80, \"height\": 24, "))
        #expect(recording.contains("\"o\", \"ready\\r\\n\"]"))
        #expect(recording.contains("\"i\", \"go\\r\"]"))
        let svg = try folder.read("out/journey-failures/greet/screen.svg")
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains(">b</tspan>") || svg.contains("bye"))
        #expect(try folder.read("out/journey-failures/greet/screen.txt").contains("|bye "))
        #expect(try folder.read("out/journey-failures/greet/last-output.txt").contains("bye"))
        let junit = try folder.read("out/junit.xml")
        #expect(junit.contains("<testcase name=\"greet\""))
        #expect(junit.contains("expected line 3 == &quot;goodbye&quot;, but it is &quot;bye&quot;"))
    }

    @Test("expect exit fails saying the code the program exited with")
    func wrongExitCode() async throws {
        let folder = try TemporaryFolder()
        try folder.write("exit.journey", "run \"sh -c 'exit 4'\"\nexpect exit 0\n")

        let output = try await JourneyExecutable.run(["exit.journey"], in: folder)

        #expect(output.status == 1)
        #expect(output.standardOutput.contains("    line 2: expected the program to exit with 0, but it exited with 4"))
        #expect(folder.contains(".journey-results/failures/exit/session.cast"))
    }

    @Test("a program that is not installed fails the run step, naming it, and exits 3: it could not start")
    func missingProgram() async throws {
        let folder = try TemporaryFolder()
        try folder.write("missing.journey", "run \"no-such-program-for-journeys --help\"\nexpect exit 0\n")

        let output = try await JourneyExecutable.run(["missing.journey"], in: folder)

        #expect(output.status == 3)
        #expect(output.standardOutput.contains("  ✘ run \"no-such-program-for-journeys --help\" ("))
        #expect(output.standardOutput.contains("no program named no-such-program-for-journeys on PATH"))
    }

    @Test("an app's step that needs the app's own channel is a script error in a program journey: exit 2, nothing run")
    func scriptError() async throws {
        let folder = try TemporaryFolder()
        try folder.write("mixed.journey", "run \"cat\"\nset network offline\n")

        let output = try await JourneyExecutable.run(["mixed.journey"], in: folder)

        #expect(output.status == 2)
        #expect(output.standardError.contains("mixed.journey:2:1: error: 'set' needs an app's own channel, but this is a program journey"))
        #expect(!output.standardOutput.contains("▶"))
    }

    @Test("a program journey taps, types into and checks the elements read off whiptail's screen", .requires(.whiptail))
    func elementSteps() async throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "services.journey",
            """
            run "whiptail --title Services --checklist Enable 14 50 3 ssh 'Enable SSH' on http 'Web server' off ftp FTP off"
            expect switches["Web server"] value == "0"
            tap switches["Web server"]
            expect switches["Web server"] value == "1"
            wait buttons["Ok"] exists
            tap buttons["Cancel"]
            expect exit 1
            """)
        try folder.write(
            "broken.journey",
            """
            run "whiptail --title Services --checklist Enable 14 50 3 ssh 'Enable SSH' on"
            tap switches["Web servers"]
            """)

        let passing = try await JourneyExecutable.run(["services.journey"], in: folder)
        let failing = try await JourneyExecutable.run(["broken.journey"], in: folder)

        #expect(passing.status == 0, "\(passing.standardOutput)\(passing.standardError)")
        #expect(passing.standardOutput.contains("✔ tap switches[\"Web server\"]"), "\(passing.standardOutput)")
        #expect(failing.status == 1, "\(failing.standardOutput)\(failing.standardError)")
        #expect(failing.standardOutput.contains("switches[\"Web servers\"]"), "\(failing.standardOutput)")
        #expect(failing.standardOutput.contains("Enable SSH"), "the failure lists the switches the screen has: \(failing.standardOutput)")
    }

    @Test("program journeys shard and repeat like app journeys, and need no app")
    func shardAndRepeat() async throws {
        let folder = try TemporaryFolder()
        for name in ["a", "b"] {
            try folder.write("journeys/\(name).journey", "run \"sh -c 'echo \(name)-done'\"\nexpect line 1 == \"\(name)-done\"\nexpect exit 0\n")
        }

        let first = try await JourneyExecutable.run(
            ["run", "journeys", "--shard", "1/2", "--repeat", "2", "--app", "/nonexistent/app"], in: folder
        )
        let second = try await JourneyExecutable.run(["run", "journeys", "--shard", "2/2", "--app", "/nonexistent/app"], in: folder)

        #expect(first.status == 0, "\(first.standardOutput)\(first.standardError)")
        #expect(second.status == 0, "\(second.standardOutput)\(second.standardError)")
        #expect(first.standardOutput.hasPrefix("Shard 1/2: 1 of 2 journey files.\n"))
        #expect(first.standardOutput.contains("(run 2)"))
        #expect(first.lastLine.hasPrefix("1 passed, 0 failed in "))
        let ran = [first, second].map { $0.standardOutput.contains("▶ a ") ? "a" : "b" }
        #expect(Set(ran) == ["a", "b"])
    }
}

@Suite("journey command: program journeys interrupted", .timeLimit(.minutes(3)), .hangReport, .tags(.program), .dedicatedThread)
struct ProgramJourneyInterruptionTests {
    // Only the signal can end the ten-minute wait in time: the limit fails a run that ignores it.
    @Test("a signal mid-journey ends the program, prints the summary and exits with 128 + signal", .timeLimit(.minutes(1)))
    func signalEndsTheProgram() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "journeys/waiting.journey",
            """
            run "sh -c 'echo $$ > program.pid; echo started; while :; do :; done'"
            wait screen contains "started"
            wait screen contains "never shown" within 600s
            """)
        let journey = try RunningJourneyCommand(["run", "journeys"], in: folder)
        // The program computes, so the kernel never calls it idle: a program idle at a
        // prompt would fail the wait at once, before the signal comes.

        // The shell writes its pid before it draws "started".
        _ = try #require(journey.readLine { $0.hasPrefix("  ✔ wait screen contains \"started\"") })
        let programPID = try #require(Int32(folder.read("program.pid").trimmingCharacters(in: .whitespacesAndNewlines)))
        Posix.kill(journey.pid, Signal.interrupt)
        let output = journey.readToEnd()
        let status = journey.waitForExit()

        #expect(status == .exited(128 + Signal.interrupt))
        #expect(processExits(programPID, within: 2_000))
        #expect(output.contains { $0.hasPrefix("■ waiting interrupted by SIGINT at journeys/waiting.journey:") })
        #expect(output.last?.hasPrefix("0 passed, 0 failed, 1 interrupted in ") == true)
    }
}
