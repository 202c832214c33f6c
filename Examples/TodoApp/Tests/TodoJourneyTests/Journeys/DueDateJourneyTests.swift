import Driver
import DriverTesting
import Testing

/// Due dates pass on the app's clock. With `--clock virtual` time stands still until
/// the journey advances it, so an hour passes in a millisecond and at the same instant
/// in every run. Under `--uitesting` the app's day starts on Jan 5 at 09:00 UTC.
@Suite("Due dates on the virtual clock", .appDiagnostics, .timeLimit(.minutes(1)), .hangReport)
struct DueDateJourneyTests {
    @Test("a seeded to-do turns overdue when its due time passes, and not a minute before")
    func seededTodoTurnsOverdue() async throws {
        let app = try await App.launchTodoApp("--seed-todos", "--clock", "virtual")
        let list = try await TodoListPage(app)
        #expect(try await list.dueDate(0).label == "Jan 5 09:10")
        #expect(try await !list.overdueBadge(0).exists)

        try await app.advanceClock(by: .seconds(9 * 60 + 59))
        #expect(try await !list.overdueBadge(0).exists, "a second before it is due")
        try await app.advanceClock(by: .seconds(1))

        #expect(try await list.overdueBadge(0).label == "OVERDUE")
        #expect(try await list.cell(0).value == "overdue")
        #expect(try await !list.overdueBadge(1).exists, "Pay rent is due at 10:00")
        #expect(try await list.summary.label == "2 to do · 1 overdue")
    }

    @Test("a due date set on the detail screen passes, and completing the to-do clears the badge")
    func dueDateSetByHandPasses() async throws {
        let app = try await App.launchTodoApp("--clock", "virtual")
        let detail = try await TodoListPage(app).add("Buy milk").open(0).setDueIn15Minutes()
        #expect(try await detail.dueDate.label == "Due Jan 5 09:15")

        try await app.advanceClock(by: .seconds(15 * 60))

        #expect(try await detail.status.label == "Overdue")
        let list = try await detail.back()
        #expect(try await list.overdueBadge(0).exists)
        try await list.toggleDone(0)
        #expect(try await !list.overdueBadge(0).exists)
    }

    @Test("the app waiting for a due date is idle, so actions never wait for it")
    func waitingForADueDateIsIdle() async throws {
        let app = try await App.launchTodoApp("--seed-todos", "--clock", "virtual")
        app.advancesVirtualClock = false

        let list = try await TodoListPage(app)
        try await list.add("Walk the dog")

        #expect(app.tree?.activity.isIdle == true)
        #expect(try await !list.overdueBadge(0).exists, "no action fast-forwarded the clock to 09:10")
    }
}
