import AppAutomation

/// What the launch arguments and `TODOAPP_*` variables asked for: the kit's shared
/// flags (`--uitesting`, `--reset-state`, `--clock`, `--terminal-size`, `--state-dir`)
/// and the app's own.
struct TodoOptions: AppLaunchOptions {
    /// The shared flags, which the kit fills in.
    var automation = AutomationOptions()
    /// `--seed-todos`: start with the sample to-dos (test-only).
    var seedsTodos = false

    /// Nothing asked for.
    init() {}

    /// The parser for the shared flags and the app's own.
    static let parser = LaunchParser<TodoOptions>(environmentPrefix: "TODOAPP_", appFlags: [
        LaunchFlag("--seed-todos", testOnly: true, summary: "start with three sample to-dos: two due soon, one done") { options, _ in
            options.seedsTodos = true
        },
    ])
}
