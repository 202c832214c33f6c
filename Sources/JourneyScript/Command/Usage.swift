/// The text `journey --help` prints.
package enum Usage {
    /// The usage, the options, the steps of a script, and the exit statuses.
    package static var text: String {
        """
        USAGE: \(Invocation.Command.allCases.filter { $0 != .help }.map(\.usageLine).joined(separator: "\n       "))

        Runs journey scripts (.journey files, or every one in a folder) against the app,
        each in its own app process, or against any terminal program a script runs, and
        reports every step. With no PATH, runs the
        journeys/ folder of the current directory, else of the package journey was built in.

        OPTIONS:
        \(CommandOption.all.flatMap(\.usageLines).joined(separator: "\n"))

        STEPS (one a line; # starts a comment):
          launch --uitesting --reset-state ...     start the app with these flags
          relaunch [FLAGS]                         restart it, keeping state (same flags minus --reset-state)
          tap QUERY
          type "text" into QUERY
          clear QUERY
          swipe up|down [on QUERY]
          press enter|tab|a|f1|ctrl-s|"Errands"    a key; quoted text presses each key in turn
          wait QUERY exists|gone [within 5s]
          expect QUERY [not] exists|enabled|disabled|selected|focused|hittable
          expect QUERY label|value|placeholder ==|!=|contains "text"
          expect QUERY count ==|!=|>=|<=|>|< N
          expect tree [of QUERY] matches "name" [masking /re/]
                                                   the element tree against __Snapshots__/name.tree.txt
          expect tree [of QUERY] [partial]         the tree against the lines below, each after a |
          expect screen matches "name" [masking /re/|masking x N y N width N height N]
                                                   the screen's text against __Snapshots__/name.WxH.txt
          set network online|offline|slow|flaky
          advance clock by 2s
        QUERY uses the Swift API's words: buttons["loginButton"], tabBars.buttons["Cart"],
          cells.element(boundBy: 0), cells.matching(identifier: "x").firstMatch, app.tables["t"].cells

        PROGRAM STEPS (a journey that starts with run drives any terminal program):
          run "less README.md" [size 100x30] [env NAME=value ...]
                                                   start it on a terminal (80x24 unless size says);
                                                   the command line is split as a shell splits words
          type "text"                              type into it (\n presses enter)
          press enter|tab|escape|up|down|pagedown|f1...f12|ctrl-c|alt-x|q
          resize 100x30                            resize the terminal (the program gets SIGWINCH)
          wait screen [not] contains "text" [within 5s]
          expect screen [not] contains "text"      retries until it holds, up to 5s
          expect line N ==|!=|contains "text"      line N of the screen, from 1 at the top
          expect exit 0 [within 5s]                wait for the program to end; check its exit code

        RECORDING (journey record [LAUNCH FLAGS] [-o FILE] [--page-objects DIR]):
          The app opens in this terminal; use it with its own keys (or click). Each key,
          click and typed text becomes a step on the identifier of the element it acted on;
          a wait follows busy work that changed the screen; a secure field's text is read
          from an environment variable, never written. On the status line:
          ^E      expect the focused element: exists, its label, its value
          right-click  the same for the element clicked
          ^P      pause or resume recording      ^D (or ^C)  save, print how to run it, replay it once
          With --run "COMMAND" it records a program on a terminal instead: typed text, keys, a wait
          for what appeared after each key; its keys come after ^] (e expect a line, p pause, d save).
          More: docs/recording.md

        PATHS: - reads more paths from standard input, one a line (circleci tests split | journey run -).
        ENVIRONMENT: JOURNEY_SHARD=i/n, JOURNEY_DURATIONS=FILE, and Bazel's TEST_TOTAL_SHARDS,
          TEST_SHARD_INDEX, XML_OUTPUT_FILE, TEST_UNDECLARED_OUTPUTS_DIR, TESTBRIDGE_TEST_ONLY
          are taken unasked; an option wins (docs/journey-command.md).

        EXIT STATUS: 0 when every journey passed, 1 when any failed, 2 for usage or script errors,
          3 when the app or a program could not start or crashed outside any step,
          128 + N when signal N (SIGINT, SIGTERM, SIGHUP) stopped the run.
        """
    }
}
