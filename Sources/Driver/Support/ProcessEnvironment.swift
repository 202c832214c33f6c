import AutomationChannel
import Glibc

/// Facts about the running test process.
enum ProcessEnvironment {
    /// Every environment variable of this process.
    static func variables() -> [String: String] {
        currentEnvironment()
    }

    /// The value of environment variable `name`, if set.
    static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The directory holding this process's executable: for `swift test`, the build
    /// products directory, where the package's executables are built too.
    static var executableDirectory: String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let path = count > 0 ? String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : CommandLine.arguments[0]
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }
}

/// This process's id.
func getProcessID() -> Int32 { getpid() }

/// Writes a line to standard error.
func printToStandardError(_ text: String) {
    let line = Array((text + "\n").utf8)
    line.withUnsafeBytes { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
}
