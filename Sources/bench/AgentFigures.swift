import Glibc

/// The Model Context Protocol server's figure: a tool call's round trip, measured by a
/// client in this run that speaks to `journey mcp` over pipes, as an agent's does.
enum AgentFigures {
    /// `tap` on the idle sign-in screen through `journey mcp`: the request written, the
    /// result read, alternately on the two fields (every tap changes the screen, as in
    /// `AppFigures.tapRoundTrip`). The app is the server's default, `app`.
    static func tapRoundTrip(server: String, app: String, runs: Int) throws -> Statistics {
        var toServer: [Int32] = [-1, -1], fromServer: [Int32] = [-1, -1]
        guard pipe(&toServer) == 0, pipe(&fromServer) == 0 else { throw BenchError("cannot create pipes") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toServer[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromServer[1], 1)
        posix_spawn_file_actions_addclose(&actions, toServer[1])
        posix_spawn_file_actions_addclose(&actions, fromServer[0])
        var pid: pid_t = 0
        let argv = [strdup(server), strdup("mcp"), strdup("--app"), strdup(app), nil]
        defer { argv.forEach { free($0) } }
        guard posix_spawn(&pid, server, &actions, nil, argv, environ) == 0 else { throw BenchError("cannot spawn \(server)") }
        close(toServer[0])
        close(fromServer[1])
        var reader = LineReader(descriptor: fromServer[0])
        defer {
            // Closing its input ends the server and its session.
            close(toServer[1])
            close(fromServer[0])
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        func call(_ id: Int, _ tool: String, _ arguments: String) throws {
            let line = #"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":{"name":"\#(tool)","arguments":\#(arguments),"#
                + #""_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}}}"# + "\n"
            let bytes = Array(line.utf8)
            guard bytes.withUnsafeBytes({ write(toServer[1], $0.baseAddress, $0.count) }) == bytes.count else {
                throw BenchError("journey mcp stopped reading")
            }
            guard let answer = reader.next() else { throw BenchError("journey mcp ended") }
            guard answer.contains(#""isError":false"#) else { throw BenchError("\(tool) failed: \(answer.prefix(500))") }
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

    /// Lines read from a descriptor.
    private struct LineReader {
        let descriptor: Int32
        private var pending: [UInt8] = []

        init(descriptor: Int32) {
            self.descriptor = descriptor
        }

        /// The next line, without its line break; nil at the end.
        mutating func next() -> String? {
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while true {
                if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: pending[..<newline], as: UTF8.self)
                    pending.removeSubrange(...newline)
                    return line
                }
                let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return nil }
                pending += chunk[0..<count]
            }
        }
    }
}
