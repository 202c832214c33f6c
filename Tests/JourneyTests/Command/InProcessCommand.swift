import Foundation
import JourneyScript
import Synchronization

/// The `journey` command run inside the test process, for commands that start no app
/// (`list`, `report`, `merge`, `show-trace`): what it printed and its exit status.
enum InProcessCommand {
    struct Output {
        let status: Int32
        let standardOutput: String
        let standardError: String
    }

    static func run(_ arguments: [String], in folder: TemporaryFolder) async -> Output {
        let output = Mutex("")
        let errors = Mutex("")
        let command = JourneyCommand(
            currentDirectory: folder.path, executablePath: JourneyExecutable.path,
            output: { text in output.withLock { $0 += text } }, errorOutput: { text in errors.withLock { $0 += text } }
        )
        let status = await command.run(arguments)
        return Output(status: status, standardOutput: output.withLock { $0 }, standardError: errors.withLock { $0 })
    }
}
