import Foundation
import SystemLayer

/// The `journey` command: finds and parses the journeys, runs them, reports, and
/// answers with the exit status.
package struct JourneyCommand: Sendable {
    /// Exit status: every journey passed (`JourneyExitCode` lists them all).
    package static let success = JourneyExitCode.passed.status
    /// Exit status: a journey failed.
    package static let failure = JourneyExitCode.journeyFailed.status
    /// Exit status: the command was misused or a script has errors; nothing ran.
    package static let usageOrScriptError = JourneyExitCode.usageOrScriptError.status

    /// Relative paths and the results folder are taken from here.
    package var currentDirectory: String
    /// The running executable, to find the bundled journeys of the package it was built in.
    package var executablePath: String
    /// Receives the report.
    package var output: @Sendable (String) -> Void
    /// Receives errors.
    package var errorOutput: @Sendable (String) -> Void
    /// The environment CI engines speak through (`EngineEnvironment`).
    package var environment: [String: String]
    /// Standard input, read only when a run is given `-` for paths: nil when it holds
    /// more than a journey file may (`ScriptSource.maximumBytes`).
    package var standardInput: @Sendable () -> String?
    /// Whether `output` reaches a terminal: a run then keeps a status line at the bottom,
    /// and otherwise prints a plain progress line now and then.
    package var outputIsTerminal: Bool

    /// Creates a command that reports to standard output and errors to standard error.
    package init(
        currentDirectory: String = FileManager.default.currentDirectoryPath,
        executablePath: String = JourneyCommand.runningExecutable,
        output: @escaping @Sendable (String) -> Void = ConsoleReporter.standardOutput,
        errorOutput: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) },
        environment: [String: String] = ProcessInfo.processInfo.environment,
        standardInput: @escaping @Sendable () -> String? = JourneyCommand.readStandardInput,
        outputIsTerminal: Bool = false
    ) {
        self.outputIsTerminal = outputIsTerminal
        self.environment = environment
        self.standardInput = standardInput
        self.currentDirectory = currentDirectory
        self.executablePath = executablePath
        self.output = output
        self.errorOutput = errorOutput
    }

    /// This process's standard input up to its end, nil when it holds more than a journey
    /// file may; empty when it cannot be read (closed).
    package static func readStandardInput() -> String? {
        do {
            return try ScriptSource.readInput(Posix.standardInput)
        } catch {
            return ""
        }
    }

    /// Opens /dev/null on whichever of this process's standard input, output and error is
    /// closed, before anything else opens a descriptor: started with standard output
    /// closed, the command would otherwise print its progress into the next file or
    /// socket it opened (an app's channel), or crash when that refuses the write.
    package static func openClosedStandardStreams() {
        Posix.openClosedStandardDescriptors()
    }

    /// Whether this process's standard output is a terminal, for `outputIsTerminal`.
    package static var standardOutputIsTerminal: Bool { Posix.isTerminal(1) }

    /// The path of the running executable.
    package static var runningExecutable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// Runs the command with `arguments` (without the program name) and returns the exit status.
    package func run(_ arguments: [String]) async -> Int32 {
        do {
            let invocation = try EngineEnvironment(environment).apply(to: try Invocation.parse(arguments))
            switch invocation.command {
            case .help:
                output(Usage.text + "\n")
                return Self.success
            case .report: return try buildReport(invocation)
            case .merge: return try merge(invocation)
            case .showReport: return try showReport(invocation)
            case .showTrace: return try showTrace(invocation)
            case .record: return try await record(invocation)
            case .snapshots: return try snapshots(invocation)
            case .mcp, .serve:
                // The servers are their own target, which the executable calls before this command parses anything.
                let word = invocation.command.rawValue
                errorOutput("error: journey \(word) is served by the journey executable; run it as `journey \(word)`\n")
                return Self.usageOrScriptError
            case .run, .list: break
            }
            let plan = try plan(for: invocation)
            if invocation.command == .list {
                output(invocation.json ? try planListing(plan, invocation) : plan.journeys.map { $0.file + "\n" }.joined())
                return Self.success
            }
            return try await execute(plan, invocation)
        } catch let error as UsageError {
            errorOutput(error.description + "\n")
            if case .appNotExecutable = error { return JourneyExitCode.infrastructureFailure.status }
        } catch let error as ScriptErrors {
            let count = error.errors.count
            errorOutput(error.description + "\n\n\(count) script error\(count == 1 ? "" : "s"); no journey was run.\n")
        } catch {
            errorOutput("error: \(error)\n")
        }
        return Self.usageOrScriptError
    }
}
