import Driver
import DriverTesting
import Foundation
import ScreenModel
import Testing
import XCUITerminal

/// What ported suites ask of elements beyond the basics: equality, key-value reads, status
/// bars, table rows, and predicates of every kind, including Foundation's own.
@Suite("XCUITest's elements: equality, keys, status bars, rows and predicates", .dedicatedThread)
struct ElementCompatibilityTests {
    /// A focused field, an unfocused one, a table of three rows, and a status bar.
    private func application() async throws -> (XCUIApplication, FakeApp) {
        let fake = FakeApp(
            Screens.window([
                ElementSnapshot(.textField, identifier: "email", label: "Email", value: "a@b.c", hasFocus: true, frame: Rect(x: 2, y: 1, width: 30, height: 1)),
                ElementSnapshot(.secureTextField, identifier: "password", label: "Password", value: "", frame: Rect(x: 2, y: 2, width: 30, height: 1)),
                ElementSnapshot(
                    .table, identifier: "orders", frame: Rect(x: 0, y: 4, width: 80, height: 10),
                    children: (0..<3).map { row in
                        ElementSnapshot(
                            .cell, identifier: "order_\(row)", label: row == 1 ? "Shipped" : "Open", frame: Rect(x: 0, y: 4 + row, width: 80, height: 1),
                            children: [
                                ElementSnapshot(.button, identifier: "cancel_\(row)", label: "Cancel", isEnabled: row != 2, frame: Rect(x: 60, y: 4 + row, width: 8, height: 1))
                            ])
                    }),
                ElementSnapshot(.statusBar, identifier: "status", label: "Connected", frame: Rect(x: 0, y: 23, width: 80, height: 1)),
            ]))
        return (XCUIApplication(app: try await App.launched(with: fake)), fake)
    }

    @Test("an element equals itself and no other object, even one for the same query; elements go in sets")
    func equality() async throws {
        let (app, _) = try await application()
        let email = app.textFields["email"]

        #expect(email == email)
        #expect(email != app.textFields["email"])
        #expect(Set([email, email, app.secureTextFields["password"]]).count == 2)
    }

    @Test("value(forKey:) reads hasKeyboardFocus and the other attributes by name")
    func keyValueReads() async throws {
        let (app, _) = try await application()

        #expect(app.textFields["email"].value(forKey: "hasKeyboardFocus") as? Bool == true)
        #expect(app.secureTextFields["password"].value(forKey: "hasKeyboardFocus") as? Bool == false)
        #expect(app.textFields["email"].value(forKey: "label") as? String == "Email")
        #expect(app.textFields["email"].value(forKey: "value") as? String == "a@b.c")
        #expect(app.cells["order_2"].buttons.firstMatch.value(forKey: "isEnabled") as? Bool == false)
        #expect(app.staticTexts["none"].value(forKey: "exists") as? Bool == false)
    }

    @Test("value(forKey:) with a key an element lacks records a failure listing the keys, and reads nil")
    func unknownKey() async throws {
        let (app, _) = try await application()
        let captured = CapturedFailures()

        let read = FailureRecorder.$capture.withValue(captured) { app.textFields["email"].value(forKey: "colour") }

        #expect(read == nil)
        #expect(captured.all.count == 1)
        #expect(captured.all.first?.message.hasPrefix("value(forKey: \"colour\") on app.textFields[\"email\"]: an element has no such key") == true)
    }

    @Test("the predicate key hasKeyboardFocus is hasFocus, with == and != both ways")
    func keyboardFocusPredicate() async throws {
        let (app, _) = try await application()
        #expect(app.textFields.matching(NSPredicate(format: "hasKeyboardFocus == true")).count == 1)
        #expect(app.secureTextFields.matching(NSPredicate(format: "hasKeyboardFocus == false")).count == 1)
        #expect(app.textFields.matching(NSPredicate(format: "hasKeyboardFocus == false")).count == 0)
        #expect(app.secureTextFields.matching(NSPredicate(format: "hasKeyboardFocus != false")).count == 0)
    }

    @Test("Foundation's NSCompoundPredicate of format predicates works in containing(_:) and matching(_:): AND, OR, NOT")
    func compoundPredicates() async throws {
        let (app, _) = try await application()
        let open = NSPredicate(format: "label == 'Open'")
        let enabled = NSPredicate(format: "isEnabled == true")
        let cancel = NSPredicate(format: "identifier BEGINSWITH 'cancel'")

        #expect(app.cells.containing(NSCompoundPredicate(andPredicateWithSubpredicates: [cancel, enabled])).count == 2)
        #expect(app.cells.matching(NSCompoundPredicate(andPredicateWithSubpredicates: [open])).count == 2)
        #expect(app.cells.matching(NSCompoundPredicate(orPredicateWithSubpredicates: [open, NSPredicate(format: "label == 'Shipped'")])).count == 3)
        #expect(app.cells.matching(NSCompoundPredicate(notPredicateWithSubpredicate: open)).count == 1)
        #expect(app.cells.containing(NSCompoundPredicate(notPredicateWithSubpredicate: enabled)).element.identifier == "order_2")
    }

    @Test("a block predicate in a file that imports Foundation is Foundation's, and queries and waits take it")
    func foundationBlockPredicate() async throws {
        let (app, _) = try await application()
        let shipped = NSPredicate { object, _ in (object as? ElementSnapshot)?.label == "Shipped" }
        let focused = NSPredicate { object, _ in (object as? XCUIElement)?.hasFocus == true }

        #expect(app.cells.matching(shipped).element.identifier == "order_1")
        #expect(app.cells.containing(NSCompoundPredicate(notPredicateWithSubpredicate: shipped)).count == 3)
        let expectation = UncheckedBox(XCTNSPredicateExpectation(predicate: focused, object: app.textFields["email"]))
        #expect(await Self.wait(for: expectation) == .completed)
    }

    /// Waits as an XCTest test does, blocking a thread of its own (never one of Swift
    /// concurrency's few, which the wait's own work needs).
    private static func wait(for expectation: UncheckedBox<XCTNSPredicateExpectation>) async -> XCTWaiter.Result {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: XCTWaiter().wait(for: [expectation.value], timeout: 30)) }
        }
    }
}

/// A value handed to another thread that only that thread uses.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

extension ElementCompatibilityTests {

    @Test("status bars are found by type and by XCUITest's query name; a table's rows are its cells")
    func statusBarsAndRows() async throws {
        let (app, _) = try await application()

        #expect(app.statusBars.count == 1)
        #expect(app.statusBars["status"].label == "Connected")
        #expect(app.descendants(matching: .statusBar).element.elementType == .statusBar)
        #expect(app.tables["orders"].tableRows.count == 3)
        #expect(app.tables.tableRows.element(boundBy: 1).label == "Shipped")
        #expect(app.statusBars.tableRows.count == 0)
    }

    @Test("what a terminal never shows (web views, keyboards, keys, pickers, …) matches nothing, and an action on one says so")
    func whatATerminalLacks() async throws {
        let (app, fake) = try await application()
        let captured = CapturedFailures()

        FailureRecorder.$capture.withValue(captured) { app.keys["Delete"].tap() }

        #expect(
            [
                app.webViews, app.keyboards, app.keys, app.pickers, app.pickerWheels, app.datePickers, app.sliders,
                app.steppers, app.pageIndicators, app.maps, app.icons, app.tables.webViews,
            ].map(\.count) == Array(repeating: 0, count: 12))
        #expect(!app.keyboards.firstMatch.exists)
        #expect(fake.commands.isEmpty)
        #expect(captured.all.count == 1)
        #expect(captured.all.first?.message.contains("keys (a terminal has none)") == true)
    }
}
