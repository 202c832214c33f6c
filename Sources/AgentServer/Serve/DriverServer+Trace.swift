import JourneyTrace

/// `save_trace`: what a session did, written as a journey trace, the format `journey run
/// --trace` writes, so `journey report` and `journey show-trace` read a client's test as
/// they read a script or a Swift test.
extension DriverServer {
    /// The arguments `save_trace` takes.
    static let traceArguments: Set<String> = ["session", "path", "name", "file", "failure", "overwrite"]

    /// Writes the trace of the `session` argument's session to `path` (which must end in
    /// `.trace.json`), in order with the session's other calls.
    func saveTrace(_ arguments: [String: JSONValue]) async throws(ToolFailure) -> JSONValue {
        try Toolbox.refuseUnknown(arguments, of: "save_trace", known: Self.traceArguments)
        let call = ToolArguments(arguments, tool: "save_trace")
        let id = try call.requiredString("session")
        let path = toolbox.absolutePath(try call.requiredString("path"))
        guard path.hasSuffix(TraceFile.suffix) else {
            throw .invalidValue(argument: "path", value: path, expected: "a file name ending in \(TraceFile.suffix), as journey report looks for")
        }
        let name = try call.string("name") ?? id
        let (file, failure, overwrite) = (try call.string("file"), try call.string("failure"), try call.bool("overwrite"))
        let entry = try toolbox.sessions.entry(id)
        let trace: Trace = await entry.line.run {
            switch entry.driven {
            case let .app(driven): driven.trace.trace(name: name, file: file, kind: .test, failure: failure)
            case let .program(driven): driven.trace.trace(name: name, file: file, kind: .program, failure: failure)
            }
        }
        let toolbox = toolbox
        let written = try await Toolbox.awayFromRequests { () async throws(ToolFailure) -> String in
            let data: [UInt8]
            do {
                data = Array(try TraceFile.data(for: trace))
            } catch {
                throw .invalidValue(argument: "session", value: id, expected: "a trace that encodes as JSON (\(error))")
            }
            return try toolbox.journeyFiles.write(String(decoding: data, as: UTF8.self), to: path, overwrite: overwrite)
        }
        let count = trace.steps.count
        return [
            "text": .string("saved the trace of \(count) step\(count == 1 ? "" : "s") to \(written)"), "path": .string(written),
            "steps": .int(count),
        ]
    }
}
