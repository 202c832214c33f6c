/// The text `journey --help` prints.
package enum Usage {
    /// The usage, the options, the steps of a script, and the exit statuses.
    package static var text: String {
        let configurations = LaunchConfiguration.builtIn.filter { !$0.isStandard }.map(\.name).joined(separator: ", ")
        return """
        USAGE: journey [run] [PATH ...] [OPTIONS]
               journey list [PATH ...] [--shard i/n] [--last-failed]

        Runs journey scripts (.journey files, or every one in a folder) against the app,
        each in its own app process, and reports every step. With no PATH, runs the
        journeys/ folder of the current directory, else of the package journey was built in.

        OPTIONS:
          --app PATH              drive this executable instead of the DemoApp built beside journey
          --parallel N            run N journeys at once (default: the number of cores)
          --shard i/n             run slice i of n: files sorted by path, the k-th (from 0) in shard k % n + 1
          --config NAME[,NAME]    add a configuration's launch arguments; several run the suite under each
                                  (built in: \(configurations); more in a folder's \(ConfigurationFile.fileName))
          --repeat N              run each journey N times; one that passes only sometimes is flaky
          --until-failure         stop repeating a journey at its first failure (at most --repeat N, default 100)
          --junit FILE            write JUnit XML to FILE, and failure files beside it in \(ResultsFolder.failuresBesideJUnit)/
          --trace on|on-failure|off
                                  write each journey's steps, timings and trees to .journey-results/traces
                                  (default: on-failure)
          --last-failed           run only the journeys that failed in the last run
          -h, --help              show this help

        STEPS (one a line; # starts a comment):
          launch --uitesting --reset-state ...     start the app with these flags
          relaunch [FLAGS]                         restart it, keeping state (same flags minus --reset-state)
          tap QUERY
          type "text" into QUERY
          clear QUERY
          swipe up|down [on QUERY]
          press enter|tab|escape|up|down|...
          wait QUERY exists|gone [within 5s]
          expect QUERY [not] exists|enabled|disabled|selected|focused|hittable
          expect QUERY label|value|placeholder ==|!=|contains "text"
          expect QUERY count ==|!=|>=|<=|>|< N
          set network online|offline|slow|flaky
          advance clock by 2s
        QUERY uses the Swift API's words: buttons["loginButton"], tabBars.buttons["Cart"],
          cells.element(boundBy: 0), cells.matching(identifier: "x").firstMatch, app.tables["t"].cells

        EXIT STATUS: 0 when every journey passed, 1 when any failed, 2 for usage or script errors.
        """
    }
}
