@testable import AgentServer
import JourneyScript
import Testing

@Suite("The table of an agent server's sessions")
struct SessionTableTests {
    /// A program session that is never started: the table only holds it.
    private func unstartedProgram() -> SessionTable.Driven {
        let launch = ProgramLaunch(commandLine: "true", command: "true", arguments: [], columns: 20, rows: 5)
        return .program(DrivenProgram(launch: launch, answersWithSnapshots: false))
    }

    @Test("closing every session hands back the open ones and empties the table; a reservation after it is refused as shutting down")
    func closingRefusesNewSessions() throws {
        let table = SessionTable(limit: 4)
        let first = try table.reserve()
        #expect(table.open(first, unstartedProgram()))

        let closed = table.closeAll()

        #expect(closed.map(\.id) == [first])
        #expect(throws: ToolFailure.self) { try table.entry(first) }
        do {
            let id = try table.reserve()
            Issue.record("a session was reserved after the table was closed: \(id)")
        } catch {
            guard case .shuttingDown = error else {
                Issue.record("refused, but not as shutting down: \(error)")
                return
            }
        }
    }

    @Test("a session reserved before the table closes is not opened after it, and cannot be looked up")
    func reservationOpenedAfterClosingIsRefused() throws {
        let table = SessionTable(limit: 4)
        let id = try table.reserve()

        _ = table.closeAll()

        #expect(table.open(id, unstartedProgram()) == false)
        #expect(throws: ToolFailure.self) { try table.entry(id) }
    }

    @Test("until the table closes, a reserved session opens and is found by its id")
    func openBeforeClosing() throws {
        let table = SessionTable(limit: 4)
        let id = try table.reserve()

        #expect(table.open(id, unstartedProgram()))
        #expect(try table.entry(id).id == id)
    }
}
