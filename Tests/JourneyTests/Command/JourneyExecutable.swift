import Foundation

/// The built `journey` command, found beside the test bundle (where `swift build` puts
/// every product), run as a separate process the way CI runs it.
enum JourneyExecutable {
    /// What one run of the command printed and how it exited.
    struct Output {
        let status: Int32
        let standardOutput: String
        let standardError: String

        /// The last non-empty line of standard output: the summary.
        var lastLine: String {
            standardOutput.split(separator: "\n").last.map(String.init) ?? ""
        }
    }

    /// The executable's path: beside this test process's own executable.
    static var path: String {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("journey").path
    }

    /// The DemoApp built beside it.
    static var demoApp: String {
        URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("DemoApp").path
    }

    /// Runs `journey` with `arguments` in `directory`, with `environment` added to this
    /// process's own, and waits for it to exit, without polling.
    static func run(_ arguments: [String], in directory: TemporaryFolder, environment: [String: String] = [:]) async throws -> Output {
        let outputPath = directory.path + "/.stdout-\(UUID().uuidString)"
        let errorPath = directory.path + "/.stderr-\(UUID().uuidString)"
        _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
        defer {
            try? FileManager.default.removeItem(atPath: outputPath)
            try? FileManager.default.removeItem(atPath: errorPath)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, added in added }
        }
        process.currentDirectoryURL = URL(fileURLWithPath: directory.path)
        // Files rather than pipes: nothing has to drain them while the command runs.
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        return Output(
            status: status,
            standardOutput: try String(contentsOfFile: outputPath, encoding: .utf8),
            standardError: try String(contentsOfFile: errorPath, encoding: .utf8)
        )
    }
}
