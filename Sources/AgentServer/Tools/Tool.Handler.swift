extension Tool {
    /// What a call of a tool does, on the server's toolbox, with the call's arguments:
    /// the texts it answers, or the failure it reports.
    struct Handler: Sendable {
        /// Carries out a call.
        let call: @Sendable (Toolbox, ToolArguments) async throws(ToolFailure) -> [String]

        /// A tool that needs no session and may take long (it starts a process or runs a
        /// journey): `work` runs away from the thread that reads requests.
        static func startsWork(_ work: @escaping @Sendable (Toolbox, ToolArguments) async throws(ToolFailure) -> String) -> Handler {
            Handler { toolbox, arguments throws(ToolFailure) in
                [try await Toolbox.awayFromRequests { () async throws(ToolFailure) -> String in try await work(toolbox, arguments) }]
            }
        }

        /// A tool that acts on the session the `session` argument names, in order with
        /// the session's other calls: `app` on an app, `program` on a program on a
        /// terminal (nil: the tool needs an app's own channel, and fails saying so).
        static func onSession(
            app: @escaping @Sendable (ToolArguments, DrivenApp, Toolbox) async throws(ToolFailure) -> [String],
            program: (@Sendable (ToolArguments, DrivenProgram, Toolbox) async throws(ToolFailure) -> [String])?
        ) -> Handler {
            Handler { toolbox, arguments throws(ToolFailure) in
                let entry = try toolbox.sessions.entry(try arguments.requiredString("session"))
                let outcome: Result<[String], ToolFailure> = await entry.line.run {
                    do throws(ToolFailure) {
                        switch entry.driven {
                        case let .app(driven): return .success(try await app(arguments, driven, toolbox))
                        case let .program(driven):
                            guard let program else { throw .needsApp(tool: arguments.tool) }
                            return .success(try await program(arguments, driven, toolbox))
                        }
                    } catch {
                        return .failure(error)
                    }
                }
                return try outcome.get()
            }
        }

        /// `close`: ends the session the `session` argument names, after the calls on it
        /// already in line.
        static let closesSession = Handler { toolbox, arguments throws(ToolFailure) in
            let id = try arguments.requiredString("session")
            let entry = try toolbox.sessions.entry(id)
            guard toolbox.sessions.remove(id) != nil else { throw .unknownSession(id, open: []) }
            await entry.line.run { await entry.driven.close() }
            return ["closed \(id)"]
        }
    }
}
