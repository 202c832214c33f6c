import Foundation

/// Runs `executable` with `arguments` to the end and returns its exit status and its
/// output (standard output and error together). With `check`, the app is asked only to
/// check its arguments (`TUI_CHECK_LAUNCH_ARGUMENTS`, what `journey` does before a run).
func runToEnd(_ executable: String, _ arguments: [String], check: Bool = false) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["TUI_CHECK_LAUNCH_ARGUMENTS"] = check ? "1" : nil
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
