import AppAutomation

/// The launch arguments of the benchmark's rows app: the kit's shared flags and
/// `--rows N`, how many rows its table holds.
struct RowsOptions: AppLaunchOptions {
    /// The shared flags, which the kit fills in.
    var automation = AutomationOptions()
    /// `--rows`: the table's row count, 1 to 1,000,000.
    var rowCount = 100

    /// A table of 100 rows.
    init() {}

    /// The parser for the shared flags and `--rows`.
    static let parser = LaunchParser<RowsOptions>(
        environmentPrefix: "BENCHROWS_",
        appFlags: [
            LaunchFlag("--rows", value: "N", testOnly: false, summary: "how many rows the table holds (1 to 1000000; 100 by default)") {
                options, text throws(LaunchFlagError) in
                guard let count = Int(text), (1...1_000_000).contains(count) else {
                    throw .invalidValue(flag: "--rows", value: text, expected: "a whole number from 1 to 1000000")
                }
                options.rowCount = count
            }
        ])
}
