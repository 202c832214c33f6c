/// One tool of the server: its name, what it does (written for the agent that reads
/// `tools/list`), the JSON Schema of its arguments, and what a call of it does. The
/// catalogue (`ToolCatalog.tools`) is a list of them, and a call is dispatched to the
/// handler of the tool of its name, so a tool cannot be listed and not callable, or
/// callable and not listed.
struct Tool: Sendable {
    /// The name a call gives.
    let name: String
    /// What the tool does, for the agent.
    let description: String
    /// Each argument's schema, by name; no other argument is taken.
    let properties: [String: JSONValue]
    /// The arguments a call must give.
    let required: [String]
    /// What a call does.
    let handler: Handler

    /// The tool as JSON: name, description, input schema.
    var json: JSONValue {
        [
            "name": .string(name),
            "description": .string(description),
            "inputSchema": [
                "type": "object",
                "properties": .object(properties),
                "required": .array(required.map(JSONValue.string)),
                "additionalProperties": false,
            ],
        ]
    }
}
