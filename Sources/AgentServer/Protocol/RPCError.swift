/// A JSON-RPC error object: the code, a message a person can act on, and data.
package struct RPCError: Error, Sendable, Equatable {
    /// The JSON-RPC code.
    package var code: Int
    /// What was wrong and what to send instead.
    package var message: String
    /// Facts a client can read (for the unsupported version: the versions supported).
    package var data: JSONValue?

    /// The message was not JSON.
    package static func parseError(_ detail: String) -> RPCError {
        RPCError(code: -32700, message: "parse error: the line is not JSON (\(detail))")
    }

    /// The message is JSON but no JSON-RPC 2.0 request.
    package static func invalidRequest(_ detail: String) -> RPCError {
        RPCError(code: -32600, message: "invalid request: \(detail)")
    }

    /// No such method; `answered` lists the methods the server answers.
    package static func methodNotFound(_ method: String, answered: String = "initialize, server/discover, ping, tools/list and tools/call") -> RPCError {
        RPCError(code: -32601, message: "method not found: \(method) (this server answers \(answered))")
    }

    /// The parameters are wrong.
    package static func invalidParams(_ detail: String) -> RPCError {
        RPCError(code: -32602, message: "invalid params: \(detail)")
    }

    /// The server cannot take more work now.
    package static func busy(_ detail: String) -> RPCError {
        RPCError(code: -32000, message: detail)
    }

    /// The request names a protocol version this server does not speak (MCP's
    /// `UnsupportedProtocolVersionError`), with the versions it does.
    package static func unsupportedVersion(requested: JSONValue, supported: [String]) -> RPCError {
        RPCError(
            code: -32022, message: "Unsupported protocol version",
            data: ["supported": .array(supported.map(JSONValue.string)), "requested": requested])
    }

    /// The error object as JSON.
    var json: JSONValue {
        var members: [String: JSONValue] = ["code": .int(code), "message": .string(message)]
        if let data { members["data"] = data }
        return .object(members)
    }
}
