import Driver

extension JourneyConfiguration {
    /// Launches a fresh app for one journey: `--uitesting --reset-state`, then this
    /// configuration's arguments, then `options`, which win where they overlap (the app
    /// reads its arguments in order).
    ///
    /// The app is the journey's alone, with its own process and state directory; both
    /// go away with it.
    func launch(_ options: LaunchOption...) async throws -> App {
        try await launch(options)
    }

    /// Launches a fresh app for one journey with `options`, as `launch(_:...)` does.
    func launch(_ options: [LaunchOption]) async throws -> App {
        if let problem { throw ConfigurationProblem(description: problem) }
        let app = App(executable: demoApp)
        app.launchArguments = ["--uitesting", "--reset-state"] + locale.launchArguments + arguments + options.flatMap(\.arguments)
        try await app.launch()
        return app
    }
}

/// A journey configuration that cannot run.
struct ConfigurationProblem: Error, CustomStringConvertible {
    let description: String
}
