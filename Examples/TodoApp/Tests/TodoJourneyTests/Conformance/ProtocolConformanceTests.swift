import DriverTesting
import ProtocolConformance
import Testing

/// The to-do app speaks the automation protocol of docs/protocol.md because the kit
/// speaks it for it: the conformance suite checks that, as it does the demo app.
@Suite("Protocol conformance", .timeLimit(.minutes(1)), .hangReport)
struct ProtocolConformanceTests {
    /// The to-do app, with the sample to-dos so the first screen has a row to open.
    static let todoApp = ConformanceSubject(
        name: "TodoApp", executable: TodoAppExecutable.debug, arguments: ["--uitesting", "--reset-state", "--seed-todos"],
        screenChangingTap: "todoCell_0", textField: "newTodoField",
        virtualClockArguments: ["--clock", "virtual"]
    )

    /// The checks the app cannot take, and what each skip says: it has no work in
    /// progress to report (its due dates are alarms, which are never busy), and, as every
    /// app on the kit, it sends no screen of its own (the driver draws its trees).
    static let skipped = ["busyWorkEndsWithPush": "busyWork", "screenFollowsItsTree": "sends no screen"]

    @Test("the to-do app passes every check of docs/protocol.md it can take")
    func todoAppConforms() async {
        let report = await ConformanceSuite.run(against: Self.todoApp)

        #expect(report.conforms, "\(report)")
        #expect(report.results.map(\.check) == ConformanceSuite.checkNames)
        for result in report.results {
            switch result.outcome {
            case .passed:
                #expect(Self.skipped[result.check] == nil, "\(result)")
            case let .skipped(reason):
                let says = Self.skipped[result.check]
                #expect(says != nil, "\(result)")
                #expect(says.map(reason.contains) == true, "\(result)")
            case .failed:
                Issue.record("\(result)")
            }
        }
    }
}
