import Driver
import Foundation
import JourneyScript
import ScreenModel

/// The sessions of one server and what its tools share; each tool's handler
/// (`ToolCatalog.tools`) does what it says on them.
struct Toolbox: Sendable {
    /// What a tool call answers: its text parts, and whether it failed.
    struct Output: Sendable, Equatable {
        var texts: [String]
        var isError: Bool

        /// The result of `tools/call`.
        var json: JSONValue {
            ["content": .array(texts.map { ["type": "text", "text": .string($0)] }), "isError": .bool(isError)]
        }
    }

    /// The sessions.
    let sessions: SessionTable
    /// The app `launch` and `run_journey` start when the call names none.
    let defaultApp: String?
    /// Where relative paths are taken from.
    let currentDirectory: String
    /// Writes what `save_journey` saves, and knows which files it wrote.
    let journeyFiles = JourneyFileWriter()
    /// Whether a launch, an action and a wait on an app answer with the snapshot that
    /// follows them, as an agent reads them (`journey mcp`); a client of `journey serve`
    /// asks `snapshot` when it wants one, and its steps are spared building it.
    var answersWithSnapshots = true

    /// Calls the tool `name`; nil when there is no such tool.
    func call(_ name: String, arguments: [String: JSONValue]) async -> Output? {
        guard ToolCatalog.tool(named: name) != nil else { return nil }
        do throws(ToolFailure) {
            return Output(texts: try await run(name, arguments: arguments) ?? [], isError: false)
        } catch {
            // A failure's text can hold the screen and the tree, drawn as long as they are.
            let text = await withTaskExecutorPreference(globalConcurrentExecutor) { error.description }
            return Output(texts: [text], isError: true)
        }
    }

    /// Runs the tool `name` and returns its texts; nil when there is no such tool. What
    /// `journey mcp` and `journey serve` both call.
    ///
    /// - Throws: the tool's `ToolFailure`, or `unknownArgument` for an argument it does not take.
    func run(_ name: String, arguments: [String: JSONValue]) async throws(ToolFailure) -> [String]? {
        guard let tool = ToolCatalog.tool(named: name) else { return nil }
        // A misspelt argument would otherwise be ignored, and its default used in silence.
        try Self.refuseUnknown(arguments, of: name, known: Set(tool.properties.keys))
        return try await tool.handler.call(self, ToolArguments(arguments, tool: name))
    }

    /// Throws `unknownArgument` for the first argument of `arguments` not in `known`.
    static func refuseUnknown(_ arguments: [String: JSONValue], of name: String, known: Set<String>) throws(ToolFailure) {
        if let unknown = arguments.keys.sorted().first(where: { !known.contains($0) }) {
            throw .unknownArgument(unknown, tool: name, known: known.sorted())
        }
    }

    /// Runs `work` on the global executor, never on the thread that reads requests: for
    /// what may take long or grows with what the app shows (a launch, a journey, the
    /// screen drawn as text and SVG), so the server goes on reading (and answers `ping`).
    static func awayFromRequests<Value: Sendable>(
        _ work: () async throws(ToolFailure) -> Value
    ) async throws(ToolFailure) -> Value {
        let result: Result<Value, ToolFailure> = await withTaskExecutorPreference(globalConcurrentExecutor) {
            do throws(ToolFailure) {
                return .success(try await work())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    // MARK: - Files

    /// `path` from the server's current directory when relative.
    func absolutePath(_ path: String) -> String {
        path.hasPrefix("/") ? path : currentDirectory + "/" + path
    }

    /// Writes `text` where `save_journey`'s arguments say (`path`, and `overwrite` to
    /// replace a file this server did not write) and returns the path written.
    func save(_ text: String, _ arguments: ToolArguments) throws(ToolFailure) -> String {
        let path = absolutePath(try arguments.requiredString("path"))
        return try journeyFiles.write(text, to: path, overwrite: try arguments.bool("overwrite"))
    }
}
