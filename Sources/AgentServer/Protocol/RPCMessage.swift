package import Foundation

/// One message a client sent, read as JSON-RPC 2.0.
package enum RPCMessage: Sendable, Equatable {
    /// A request: it gets one response with its id.
    case request(id: JSONValue, method: String, params: JSONValue?)
    /// A notification: no response.
    case notification(method: String, params: JSONValue?)
    /// A response to a request of the server's (it sends none, so these are dropped).
    case response

    /// Reads one line's bytes.
    ///
    /// - Throws: `RPCError` (parse error, invalid request) with the id when it could be read.
    package static func read(_ data: Data) throws(RPCFailure) -> RPCMessage {
        let value: JSONValue
        do {
            value = try JSONValue.parse(data)
        } catch {
            throw RPCFailure(id: .null, error: .parseError(error.description))
        }
        return try read(value)
    }

    /// Reads one parsed message.
    ///
    /// - Throws: `RPCFailure` for anything that is no JSON-RPC 2.0 request, notification or response.
    package static func read(_ value: JSONValue) throws(RPCFailure) -> RPCMessage {
        guard case let .object(members) = value else {
            if case .array = value {
                throw RPCFailure(id: .null, error: .invalidRequest("batches are not supported: send one message a line"))
            }
            throw RPCFailure(id: .null, error: .invalidRequest("a message is a JSON object, not \(value.typeName)"))
        }
        let id = members["id"]
        let reportedID: JSONValue =
            switch id {
            case .string?, .int?: id!
            default: .null
            }
        guard members["jsonrpc"] == "2.0" else {
            throw RPCFailure(id: reportedID, error: .invalidRequest("\"jsonrpc\" must be \"2.0\""))
        }
        guard let method = members["method"] else {
            if members["result"] != nil || members["error"] != nil { return .response }
            throw RPCFailure(id: reportedID, error: .invalidRequest("no \"method\""))
        }
        guard let name = method.stringValue else {
            throw RPCFailure(id: reportedID, error: .invalidRequest("\"method\" must be a string, not \(method.typeName)"))
        }
        let params = members["params"]
        if let params, params.typeName != "object" {
            throw RPCFailure(id: reportedID, error: .invalidRequest("\"params\" must be an object, not \(params.typeName)"))
        }
        guard let id else { return .notification(method: name, params: params) }
        switch id {
        case .string, .int: return .request(id: id, method: name, params: params)
        default: throw RPCFailure(id: .null, error: .invalidRequest("\"id\" must be a string or an integer, not \(id.typeName)"))
        }
    }

}

/// A message that gets an error response, and the id to answer with (null when unknown).
package struct RPCFailure: Error, Sendable, Equatable {
    /// The request's id, or null.
    package var id: JSONValue
    /// The error.
    package var error: RPCError
}

/// The lines the server writes.
package enum RPCResponse {
    /// A result for the request `id`.
    package static func result(_ result: JSONValue, id: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "result": result]
    }

    /// An error for the request `id`.
    package static func error(_ error: RPCError, id: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "error": error.json]
    }
}
