import Driver
import DriverTesting
import Testing

@Suite("To-do list journeys", .appDiagnostics, .journeyTrace(.onFailure), .timeLimit(.minutes(1)), .hangReport)
struct TodoListJourneyTests {
    @Test("a fresh start shows an empty list, and a typed to-do is added to it")
    func addingATodo() async throws {
        let app = try await App.launchTodoApp()
        let list = try await TodoListPage(app)
        #expect(try await list.emptyLabel.exists)
        #expect(try await !list.addButton.isEnabled)

        try await list.add("Buy milk")

        #expect(try await list.cells.count == 1)
        #expect(try await list.cell(0).label == "Buy milk")
        #expect(try await list.cell(0).value == "open")
        #expect(try await list.summary.label == "1 to do")
        #expect(try await list.newTodoField.value == "")
    }

    @Test("completing a to-do checks its switch and counts it done")
    func completingATodo() async throws {
        let app = try await App.launchTodoApp()
        let list = try await TodoListPage(app).add("Buy milk").add("Walk the dog")

        try await list.toggleDone(0)

        #expect(try await list.doneSwitch(0).value == "1")
        #expect(try await list.cell(0).value == "done")
        #expect(try await list.summary.label == "1 to do")
        try await list.toggleDone(1)
        #expect(try await list.summary.label == "All done")
    }

    @Test("a row dragged onto another moves there, down and back up, and the order is kept across a relaunch")
    func reorderingByDrag() async throws {
        let app = try await App.launchTodoApp()
        let list = try await TodoListPage(app).add("Buy milk").add("Walk the dog").add("Pay rent")

        try await list.move(0, to: 2)
        #expect(try await list.titles() == ["Walk the dog", "Pay rent", "Buy milk"])
        try await list.move(2, to: 1)
        #expect(try await list.titles() == ["Walk the dog", "Buy milk", "Pay rent"])

        try await app.relaunchKeepingState()
        let relaunched = try await TodoListPage(app)
        #expect(try await relaunched.cell(0).label == "Walk the dog")
        #expect(try await relaunched.cell(1).label == "Buy milk")
    }

    @Test("deleting asks first: Cancel keeps the to-do, Delete removes it")
    func deletingAsksFirst() async throws {
        let app = try await App.launchTodoApp()
        let list = try await TodoListPage(app).add("Buy milk").add("Walk the dog")

        let kept = try await list.open(0).delete().cancel()
        #expect(try await kept.titleField.value == "Buy milk")
        let afterDelete = try await kept.delete().confirm()

        #expect(try await afterDelete.cells.count == 1)
        #expect(try await afterDelete.cell(0).label == "Walk the dog")
    }

    @Test("a title edited on the detail screen shows in the list")
    func renaming() async throws {
        let app = try await App.launchTodoApp()
        let detail = try await TodoListPage(app).add("Buy milk").open(0)

        let list = try await detail.rename(to: "Buy oat milk").back()

        #expect(try await list.cell(0).label == "Buy oat milk")
    }

    @Test("to-dos outlive a relaunch on the same state directory")
    func persistence() async throws {
        let app = try await App.launchTodoApp()
        try await TodoListPage(app).add("Buy milk").toggleDone(0)

        try await app.relaunchKeepingState()

        let list = try await TodoListPage(app)
        #expect(try await list.cell(0).label == "Buy milk")
        #expect(try await list.doneSwitch(0).value == "1")
    }
}
