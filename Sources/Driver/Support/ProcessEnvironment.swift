import AutomationChannel
import SystemLayer

/// Facts about the running test process.
enum ProcessEnvironment {
    /// Every environment variable of this process.
    static func variables() -> [String: String] {
        currentEnvironment()
    }

    /// The value of environment variable `name`, if set.
    static func value(_ name: String) -> String? {
        Posix.environmentValue(name)
    }

    /// The directory holding this process's executable: for `swift test`, the build
    /// products directory, where the package's executables are built too.
    static var executableDirectory: String {
        let path = Posix.executablePath ?? CommandLine.arguments[0]
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }
}

/// This process's id.
func getProcessID() -> Int32 { Posix.processID }

/// Writes a line to standard error.
func printToStandardError(_ text: String) {
    Posix.writeToStandardError(text + "\n")
}
