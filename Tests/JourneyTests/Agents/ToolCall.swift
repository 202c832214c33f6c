import AgentServer
import Foundation
import Testing

/// One tool call on `server` in the modern revision: the result's text and whether it failed.
func callTool(_ server: AgentServer, _ tool: String, _ arguments: [String: JSONValue]) async throws -> (text: String, isError: Bool) {
    let message: JSONValue = [
        "jsonrpc": "2.0", "id": 1, "method": "tools/call",
        "params": ["name": .string(tool), "arguments": .object(arguments), "_meta": ["io.modelcontextprotocol/protocolVersion": "2026-07-28"]],
    ]
    let response = try #require(await server.handle(Data(message.jsonText.utf8)))
    let result = try #require(response["result"], "not a tool result: \(response.jsonText)")
    guard case let .array(content)? = result["content"] else { throw ToolCallError(response: response) }
    let text = content.compactMap { $0["text"]?.stringValue }.joined(separator: "\n")
    return (text, result["isError"] == true)
}

/// A response to `tools/call` that is no tool result.
struct ToolCallError: Error {
    let response: JSONValue
}
