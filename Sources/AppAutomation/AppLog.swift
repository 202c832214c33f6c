import SystemLayer

/// The app's log: its standard error, which the driver reads and shows with a failure.
package enum AppLog {
    /// Writes `message` and a line break to the log, unbuffered.
    package static func write(_ message: String) {
        Posix.writeToStandardError(message + "\n")
    }

    /// The name this program was started as, without its folder: how log lines name it.
    package static var programName: String {
        let path = CommandLine.arguments.first ?? "app"
        return String(path.split(separator: "/").last ?? "app")
    }
}
