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
    /// process's own and `input` on its standard input, and waits for it to exit,
    /// without polling.
    static func run(_ arguments: [String], in directory: TemporaryFolder, environment: [String: String] = [:], input: String? = nil) async throws -> Output {
        let finished = try await runToEnd(path, arguments, in: directory.path, adding: environment, input: input)
        return Output(status: finished.code, standardOutput: finished.output, standardError: finished.errors)
    }
}
