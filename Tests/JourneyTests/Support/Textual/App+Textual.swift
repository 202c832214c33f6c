import Driver

extension App {
    /// A Textual app run unmodified by the adapter's launcher: `journey-textual TARGET
    /// --terminal-size WxH ARGUMENTS`, with `--reset-state` so each journey starts from
    /// nothing. TARGET is a console script (`dooit`), `-m MODULE` or a script path.
    ///
    /// Python and Textual take seconds to start on a loaded machine, so the launch may
    /// take 60 s before it fails.
    static func textual(_ target: [String], size: String = "100x30", arguments: [String] = []) -> App {
        let app = App(executable: TextualEnvironment.launcher)
        app.launchArguments = target + ["--terminal-size", size, "--reset-state"] + arguments
        app.launchTimeout = .seconds(60)
        app.actionTimeout = .seconds(15)
        return app
    }
}
