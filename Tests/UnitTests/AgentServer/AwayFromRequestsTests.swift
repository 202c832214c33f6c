@testable import AgentServer
import SystemLayer
import Testing

/// What may take long (drawing a screen, a launch, a failure's text) runs away from the
/// thread that reads requests, so the server reads on (and answers `ping`) meanwhile.
@Suite("journey mcp's long work runs away from the thread that reads requests")
struct AwayFromRequestsTests {
    @Test("work sent away runs on another thread than the reading one, and its value and its failure come back")
    func runsElsewhere() async throws {
        let reader = try ThreadExecutor(name: "reads requests")
        defer { reader.stop() }

        let threads = await withTaskExecutorPreference(reader) { () async -> (reading: SystemThread.Identity, away: SystemThread.Identity?) in
            let reading = SystemThread.current
            let away = try? await Toolbox.awayFromRequests { () async throws(ToolFailure) -> SystemThread.Identity in SystemThread.current }
            return (reading, away)
        }
        let failure = await withTaskExecutorPreference(reader) { () async -> ToolFailure? in
            do throws(ToolFailure) {
                _ = try await Toolbox.awayFromRequests { () async throws(ToolFailure) -> Int in throw .shuttingDown }
                return nil
            } catch {
                return error
            }
        }

        #expect(threads.away != nil)
        #expect(threads.away != threads.reading)
        #expect(failure?.description == ToolFailure.shuttingDown.description)
    }
}
