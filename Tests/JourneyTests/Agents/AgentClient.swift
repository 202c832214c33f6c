import Foundation
import Testing

/// The official MCP SDK's client, in the virtual environment `Scripts/python-env` makes,
/// running `mcp_client.py` (beside this file) against the built `journey mcp`.
enum AgentClient {
    /// The package's folder.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The virtual environment's interpreter.
    static let python = packageRoot.appendingPathComponent(".build/python-env/bin/python").path

    /// The client script.
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("mcp_client.py").path

    /// Whether the interpreter is there (the SDK with it).
    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: python) }

    /// Why a test that needs it skips.
    static let skipReason: Comment = "needs the MCP Python SDK: run Scripts/python-env"

    /// The client's arguments: the server's executable, the folder it works in, and more.
    static func arguments(folder: String, _ more: [String] = []) -> [String] {
        [script, "--journey", JourneyExecutable.path, "--folder", folder] + more
    }

    /// The environment of the client and the server it spawns: the demo app beside the
    /// server, and apps' state directories under `stateRoot`.
    static func environment(stateRoot: String) -> [String: String] {
        ["DEMOAPP_PATH": JourneyExecutable.demoApp, "TUI_STATE_ROOT": stateRoot]
    }
}
