@testable import AppAutomation
@testable import DemoApp
@testable import TerminalUI
import Testing

@Suite("Fault injection")
struct FaultInjectionTests {
    @Test("without faults the server sends its first tree")
    func noFaultsSendTree() {
        #expect(FaultInjection.hooks(for: FaultPlan()).willSendFirstTree() == .send)
    }

    @Test("--debug-no-first-tree withholds the first tree")
    func withholdsTree() {
        var plan = FaultPlan()
        plan.withholdsFirstTree = true

        let logged = LogLines()

        #expect(FaultInjection.hooks(for: plan, log: logged.append).willSendFirstTree() == .withhold)
        #expect(logged.lines == ["DemoApp: --debug-no-first-tree: sent the hello; no tree will follow"])
    }

    @Test("the save loop rewrites every state file on each pass, each under a new revision")
    func saveLoopRewrites() throws {
        let storage = MemoryStateStorage()
        let scheduler = Scheduler(clock: VirtualClock())
        let signedInUser = PersistedSignedInUserStore(storage: storage) { _ in }
        let carts = PersistedCartRepository(storage: storage) { _ in }
        let orders = OrderStore(storage: storage) { _ in }
        let logged = LogLines()
        FaultInjection.startSaveLoop(on: scheduler, signedInUser: signedInUser, carts: carts, orders: orders, log: logged.append)

        scheduler.runDue()
        let first = storage.files
        scheduler.runDue()

        for name in ["session.json", "cart.json", "orders.json"] {
            let before = try #require(first[name])
            let after = try #require(storage.files[name])
            #expect(after != before, "\(name) did not change")
            #expect(after.contains("\"revision\":2"))
        }
        #expect(scheduler.isIdle)
        #expect(logged.lines == ["DemoApp: --debug-save-loop: rewriting session.json, cart.json and orders.json without pause"])
    }
}

/// Lines a fault logged, kept for the test instead of going to standard error.
final class LogLines {
    private(set) var lines: [String] = []

    func append(_ line: String) {
        lines.append(line)
    }
}
