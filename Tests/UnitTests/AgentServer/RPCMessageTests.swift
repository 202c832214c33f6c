import AgentServer
import Foundation
import Testing

@Suite("JSON-RPC messages are read strictly")
struct RPCMessageTests {
    private func read(_ text: String) -> Result<RPCMessage, RPCFailure> {
        Result { () throws(RPCFailure) in try RPCMessage.read(Data(text.utf8)) }
    }

    @Test("a request has its id, method and params; a notification has no id; a response is recognised")
    func kinds() throws {
        #expect(
            try read(#"{"jsonrpc":"2.0","id":7,"method":"tools/list","params":{"a":1}}"#).get()
                == .request(id: 7, method: "tools/list", params: ["a": 1]))
        #expect(try read(#"{"jsonrpc":"2.0","id":"x","method":"ping"}"#).get() == .request(id: "x", method: "ping", params: nil))
        #expect(
            try read(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#).get()
                == .notification(method: "notifications/initialized", params: nil))
        #expect(try read(#"{"jsonrpc":"2.0","id":1,"result":{}}"#).get() == .response)
    }

    @Test(
        "malformed messages get the JSON-RPC error that names the problem, with the id when it could be read",
        arguments: [
            (#"{"jsonrpc":"2.0","id":1,"method":"#, -32700, JSONValue.null, "parse error"),
            (#"[{"jsonrpc":"2.0","id":1,"method":"ping"}]"#, -32600, JSONValue.null, "batches"),
            (#""hello""#, -32600, JSONValue.null, "not string"),
            (#"{"id":3,"method":"ping"}"#, -32600, JSONValue.int(3), "\"jsonrpc\" must be \"2.0\""),
            (#"{"jsonrpc":"1.0","id":3,"method":"ping"}"#, -32600, JSONValue.int(3), "\"jsonrpc\" must be \"2.0\""),
            (#"{"jsonrpc":"2.0","id":"a","method":5}"#, -32600, JSONValue.string("a"), "\"method\" must be a string, not number"),
            (#"{"jsonrpc":"2.0","id":4}"#, -32600, JSONValue.int(4), "no \"method\""),
            (#"{"jsonrpc":"2.0","id":null,"method":"ping"}"#, -32600, JSONValue.null, "\"id\" must be a string or an integer, not null"),
            (#"{"jsonrpc":"2.0","id":1.5,"method":"ping"}"#, -32600, JSONValue.null, "not number"),
            (#"{"jsonrpc":"2.0","id":2,"method":"ping","params":[1]}"#, -32600, JSONValue.int(2), "\"params\" must be an object, not array"),
        ])
    func malformed(text: String, code: Int, id: JSONValue, says: String) throws {
        let failure = try #require(read(text).failure)

        #expect(failure.error.code == code)
        #expect(failure.id == id)
        #expect(failure.error.message.contains(says), "\(failure.error.message)")
    }

    @Test("JSON nested thousands deep is a parse error, not a crash")
    func deepNesting() throws {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)

        let failure = try #require(read(text).failure)

        #expect(failure.error.code == -32700)
    }
}

extension Result {
    /// The error, when it failed.
    fileprivate var failure: Failure? {
        if case let .failure(error) = self { return error }
        return nil
    }
}
