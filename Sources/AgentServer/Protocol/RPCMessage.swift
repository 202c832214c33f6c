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

    /// What a server does with one line a client sent: answer a request (`id`, `method`,
    /// `params`), or send `response` at once (the error for a line that is no message;
    /// nil for a notification or a response, which get none). One reading for every
    /// server on this protocol.
    package enum Line: Sendable {
        /// A request to answer.
        case request(id: JSONValue, method: String, params: JSONValue?)
        /// Nothing to answer: `response` is what to send, if anything.
        case settled(response: JSONValue?)
    }

    /// Reads `data`, one line a client sent, as what a server does with it.
    package static func line(_ data: Data) -> Line {
        do throws(RPCFailure) {
            guard case let .request(id, method, params) = try read(data) else { return .settled(response: nil) }
            return .request(id: id, method: method, params: params)
        } catch {
            return .settled(response: RPCResponse.error(error.error, id: error.id))
        }
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
