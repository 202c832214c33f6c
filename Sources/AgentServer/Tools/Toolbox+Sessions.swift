import Driver
import JourneyScript

extension Toolbox {
    /// `launch`: starts an app and opens a session on it.
    static func launch(_ toolbox: Toolbox, _ arguments: ToolArguments) async throws(ToolFailure) -> String {
        let (id, snapshot) = try await startApp(toolbox, arguments)
        return "session \(id)\n" + snapshot
    }

    /// Starts the app `launch`'s arguments name and opens a session on it; its id and first snapshot.
    static func startApp(_ toolbox: Toolbox, _ arguments: ToolArguments) async throws(ToolFailure) -> (id: String, shown: String) {
        let executable = try arguments.string("app").map(toolbox.absolutePath) ?? toolbox.defaultApp
        let launchArguments = try arguments.strings("arguments") ?? ["--uitesting", "--reset-state"]
        let environment = try arguments.environment("environment")
        let app = DrivenApp(
            executable: executable, launchArguments: launchArguments, environment: environment, answersWithSnapshots: toolbox.answersWithSnapshots)
        return try await toolbox.sessions.start(.app(app))
    }

    /// `run_program`: starts a program on a pseudo-terminal and opens a session on it.
    static func runProgram(_ toolbox: Toolbox, _ arguments: ToolArguments) async throws(ToolFailure) -> String {
        let (id, screen) = try await startProgram(toolbox, arguments)
        return "session \(id)\n" + screen
    }

    /// Starts the program `run_program`'s arguments name and opens a session on it; its id and first screen.
    static func startProgram(_ toolbox: Toolbox, _ arguments: ToolArguments) async throws(ToolFailure) -> (id: String, shown: String) {
        let commandLine = try arguments.requiredString("command")
        let words: [String]
        do {
            words = try ShellWords.split(commandLine)
        } catch {
            throw .invalidValue(argument: "command", value: commandLine, expected: "a command line a shell could split (\(error))")
        }
        guard let command = words.first else { throw .invalidValue(argument: "command", value: commandLine, expected: "a command") }
        let launch = ProgramLaunch(
            commandLine: commandLine, command: command, arguments: Array(words.dropFirst()),
            columns: try arguments.int("columns", in: 10...500) ?? ProgramLaunch.defaultSize.columns,
            rows: try arguments.int("rows", in: 2...200) ?? ProgramLaunch.defaultSize.rows,
            environment: try arguments.environment("environment").sorted { $0.key < $1.key }.map { EnvironmentVariable(name: $0.key, value: $0.value) }
        )
        return try await toolbox.sessions.start(.program(DrivenProgram(launch: launch, answersWithSnapshots: toolbox.answersWithSnapshots)))
    }
}
