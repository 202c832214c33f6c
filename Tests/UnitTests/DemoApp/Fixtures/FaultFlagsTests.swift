@testable import AppAutomation
@testable import DemoApp
import Testing

@Suite("Fault flags")
struct FaultFlagsTests {
    let debug = ShopLaunchParser(allowsTestFlags: true)

    @Test("the fault flags fill the fault plan")
    func faultFlags() throws {
        let options = try debug.parse(
            arguments: [
                "--debug-crash-at", "3:segv", "--debug-hang-at", "5", "--debug-no-first-tree",
                "--debug-exit-before-first-tree", "--debug-save-loop", "--debug-ignore-sigterm",
                "--debug-no-parent-death-signal",
            ],
            environment: [:])

        #expect(options.faults.crash?.command == 3)
        #expect(options.faults.crash?.kind == .segv)
        #expect(options.faults.hangAtCommand == 5)
        #expect(options.faults.withholdsFirstTree)
        #expect(options.faults.exitsBeforeFirstTree)
        #expect(options.faults.saveLoop)
        #expect(options.faults.ignoresTermination)
        #expect(options.faults.outlivesDriver)
    }
}
