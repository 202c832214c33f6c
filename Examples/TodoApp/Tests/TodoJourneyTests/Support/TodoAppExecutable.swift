import Driver
import Foundation

/// Where the tests find the app: `$TODOAPP_PATH` if set, else the `TodoApp` that
/// `swift build` put beside this test bundle. The test target depends on the
/// executable target, so `swift test` builds the app first, into the same folder.
enum TodoAppExecutable {
    /// The debug build the journeys drive.
    static let debug: String = {
        if let path = ProcessInfo.processInfo.environment["TODOAPP_PATH"], !path.isEmpty { return path }
        return buildDirectory + "/TodoApp"
    }()

    /// The release build (`swift build -c release`), if there is one: the release gate
    /// checks it refuses test flags.
    static let release: String? = {
        guard buildDirectory.hasSuffix("/debug") else { return nil }
        let path = String(buildDirectory.dropLast("debug".count)) + "release/TodoApp"
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }()

    /// The folder this test process's executable is in: SwiftPM's products folder.
    static let buildDirectory: String = {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: executable).deletingLastPathComponent().path
    }()
}

extension App {
    /// A to-do app for one journey, launched with `--uitesting --reset-state` and
    /// `arguments`, in a state directory of its own that goes away with it.
    static func launchTodoApp(_ arguments: String...) async throws -> App {
        let app = App(executable: TodoAppExecutable.debug)
        app.launchArguments = ["--uitesting", "--reset-state"] + arguments
        try await app.launch()
        return app
    }

    /// Terminates the app and launches it again on the same state directory without
    /// `--reset-state`: what a person sees after quitting and reopening it.
    func relaunchKeepingState() async throws {
        await terminate()
        launchArguments.removeAll { $0 == "--reset-state" }
        try await launch()
    }
}
