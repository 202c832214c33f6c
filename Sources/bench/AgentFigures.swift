/// The Model Context Protocol server's figure: a tool call's round trip, measured by a
/// client in this run that speaks to `journey mcp` over pipes, as an agent's does.
enum AgentFigures {
    /// The server's own cost a call may add, median: on top of the driver's tap and one
    /// echo round trip (the pipes between client and server), so the target does not move
    /// with the driver's tap.
    static let serverOverheadLimit = 80e3

    /// The tool call's figure against its target, with the driver's tap and the echo
    /// floor of the same run.
    static func figure(_ call: Statistics, tap: Statistics, echo: Statistics) -> Figure {
        Figure(
            "action", "tap through journey mcp (a tool call's round trip)", statistics: call,
            ratioToFloor: call.median / tap.median, ratioBasis: "driver tap",
            target: "median ≤ driver tap + 1 echo + \(Int(serverOverheadLimit / 1e3)) µs",
            meetsTarget: call.median <= tap.median + echo.median + serverOverheadLimit)
    }

    /// `tap` on the idle sign-in screen through `journey mcp`: the request written, the
    /// result read, alternately on the two fields (every tap changes the screen, as in
    /// `AppFigures.tapRoundTrip`). The app is the server's default, `app`.
    static func tapRoundTrip(server: String, app: String, runs: Int) throws -> Statistics {
        let server = try PipedChild(server, arguments: ["mcp", "--app", app])
        var reader = LineReader(child: server)
        // Closing its input ends the server and its session.
        defer { server.finish() }
        let succeeded = Array(#""isError":false"#.utf8)
        func call(_ id: Int, _ tool: String, _ arguments: String) throws {
            let line =
                #"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":{"name":"\#(tool)","arguments":\#(arguments),"#
                + #""_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}}}"# + "\n"
            guard server.send(Array(line.utf8)) else { throw BenchError("journey mcp stopped reading") }
            guard let answer = reader.next() else { throw BenchError("journey mcp ended") }
            // Checked as bytes, as a lean client would: the figure is the server's, not the client's string search.
            guard answer.containsBytes(succeeded) else {
                throw BenchError("\(tool) failed: \(String(decoding: answer.prefix(500), as: UTF8.self))")
            }
        }
        // As the driver's own tap figure launches it: no flags (a release app refuses the test-only ones).
        try call(0, "launch", #"{"arguments":[]}"#)
        let fields = [#"textFields[\"emailField\"]"#, #"secureTextFields[\"passwordField\"]"#]
        try call(1, "tap", #"{"session":"s1","target":"\#(fields[1])"}"#)
        var samples: [Double] = []
        for index in 0..<runs {
            samples.append(try time { try call(index + 2, "tap", #"{"session":"s1","target":"\#(fields[index % 2])"}"#) })
        }
        return Statistics(samples)
    }

    /// Lines read from a child's output, as bytes.
    private struct LineReader {
        let child: PipedChild
        private var pending: [UInt8] = []
        /// One buffer for every read.
        private var chunk = [UInt8](repeating: 0, count: 65_536)

        init(child: PipedChild) {
            self.child = child
        }

        /// The next line, without its line break; nil at the end.
        mutating func next() -> [UInt8]? {
            while true {
                if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = Array(pending[..<newline])
                    pending.removeSubrange(...newline)
                    return line
                }
                let count = child.receive(into: &chunk)
                guard count > 0 else { return nil }
                pending += chunk[0..<count]
            }
        }
    }
}

extension Array where Element == UInt8 {
    /// Whether `bytes` occur in these bytes, in order and together.
    func containsBytes(_ bytes: [UInt8]) -> Bool {
        guard !bytes.isEmpty else { return true }
        guard bytes.count <= count else { return false }
        return (0...(count - bytes.count)).contains { start in self[start] == bytes[0] && self[start..<(start + bytes.count)].elementsEqual(bytes) }
    }
}
