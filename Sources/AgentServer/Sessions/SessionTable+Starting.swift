extension SessionTable.Driven {
    /// Starts the app or program and returns what it shows first.
    func start() async throws(ToolFailure) -> String {
        switch self {
        case let .app(app): try await app.start()
        case let .program(program): try await program.start()
        }
    }

    /// Ends the app or program.
    func close() async {
        switch self {
        case let .app(app): await app.close()
        case let .program(program): await program.close()
        }
    }
}

extension SessionTable {
    /// Reserves a session, starts `driven` and opens the session on it, returning the
    /// session's id and what `driven` showed first. What failed to start, or started as
    /// the server began shutting down, is ended and its reservation given up.
    ///
    /// - Throws: `tooManySessions` or `shuttingDown` before anything starts, the start's
    ///   own failure, or `shuttingDown` after it.
    func start(_ driven: Driven) async throws(ToolFailure) -> (id: String, shown: String) {
        let id = try reserve()
        let shown: String
        do throws(ToolFailure) {
            shown = try await driven.start()
        } catch {
            await driven.close()
            release(id)
            throw error
        }
        guard open(id, driven) else {
            await driven.close()
            throw .shuttingDown
        }
        return (id, shown)
    }
}
