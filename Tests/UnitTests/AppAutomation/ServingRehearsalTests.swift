@testable import AppAutomation
import ScreenModel
import SystemLayer
import Testing

@Suite("Serving rehearsal: a scripted session in memory, for a prepared process's warm-up", .timeLimit(.minutes(1)))
struct ServingRehearsalTests {
    /// An app that notes each command it is given and shows how many it has had.
    final class NotingApp: AutomatableApp {
        let name = "noting"
        let scheduler = Scheduler(clock: VirtualClock())
        var performed: [Command] = []
        var screensDrawn = 0

        func currentScreen() -> ElementSnapshot {
            screensDrawn += 1
            return ElementSnapshot(.application, identifier: name, label: "\(performed.count) commands")
        }

        func perform(_ command: Command) -> CommandOutcome {
            performed.append(command)
            return .done
        }
    }

    @Test("the app carries out every command of the script, in order, and the session runs to its end")
    func scriptIsServedInOrder() {
        let app = NotingApp()
        let target = CommandTarget(path: ElementPath([0]), elementType: .button, identifier: "go")
        let script: [Command] = [.tap(target), .typeText(target, "abc"), .press(.enter)]

        #expect(AutomationServer.rehearse(app, commands: script))
        #expect(app.performed == script)
        // The first tree, then one after each command.
        #expect(app.screensDrawn == script.count + 1)
    }

    @Test("clock advances and refreshes are the server's own, as with a driver: the app never sees them")
    func serverCommandsStayWithTheServer() {
        let app = NotingApp()

        #expect(AutomationServer.rehearse(app, commands: [.refresh, .advanceClock(milliseconds: 5)]))
        #expect(app.performed.isEmpty)
        #expect(app.scheduler.clock.now == 5)
    }

    @Test("a script or answers too large for the channel's buffers end the rehearsal early, without waiting for a reader")
    func overflowEndsTheRehearsal() {
        let target = CommandTarget(path: ElementPath([0]), elementType: .button, identifier: "go")
        let longScript = Array(repeating: Command.typeText(target, String(repeating: "x", count: 200_000)), count: 8)
        let app = NotingApp()
        #expect(AutomationServer.rehearse(app, commands: longScript) == false)
        #expect(app.performed.isEmpty)

        let large = LargeScreenApp()
        #expect(AutomationServer.rehearse(large, commands: [.tap(target), .tap(target)]) == false)
        #expect(large.performed < 2, "the session ended at the first answer that did not fit")

        #expect(AutomationServer.rehearse(NotingApp(), commands: [.tap(target)]), "a rehearsal that fits still runs")
    }

    /// An app whose screen is a 300 KB label.
    final class LargeScreenApp: AutomatableApp {
        let name = "large"
        let scheduler = Scheduler(clock: VirtualClock())
        var performed = 0

        func currentScreen() -> ElementSnapshot {
            ElementSnapshot(.application, identifier: name, label: String(repeating: "y", count: 300_000) + "\(performed)")
        }

        func perform(_ command: Command) -> CommandOutcome {
            performed += 1
            return .done
        }
    }

    @Test("a rehearsal closes both ends of its channel before returning: many in a row leave no descriptors open")
    func rehearsalLeavesNoDescriptorsOpen() {
        // Enough that a kept end per rehearsal stands far above what the tests running
        // beside this one open and close meanwhile (launched apps hold a few each).
        let rehearsals = 2_000
        let before = Posix.openDescriptors().count

        for _ in 0..<rehearsals {
            #expect(AutomationServer.rehearse(NotingApp()))
        }
        let after = Posix.openDescriptors().count

        // A rehearsal that kept one end open would have left one per rehearsal.
        #expect(after - before < rehearsals / 2, "\(before) descriptors open before, \(after) after")
    }

    @Test("the kit's own rehearsal app serves its whole script")
    func kitRehearsalRunsToItsEnd() {
        #expect(AutomationServer.rehearse(RehearsalApp(), commands: RehearsalApp.script))
    }

    @Test("the kit's rehearsal app shows one element more once tapped, after its field: serving it matches siblings by key, and the typing after still finds the field")
    func kitRehearsalChangesItsScreensShape() throws {
        let app = RehearsalApp()
        let before = app.currentScreen()
        let tap = try #require(RehearsalApp.script.first { if case .tap = $0 { true } else { false } })

        _ = app.perform(tap)
        let after = app.currentScreen()

        #expect(before.children.map(\.identifier) == ["field"])
        #expect(after.children.map(\.identifier) == ["field", "note"])
    }

    @Test("once tapped, the kit's rehearsal app shows its note as a real app shows text: on the row under the field, exactly as wide as its words")
    func kitRehearsalNoteIsLaidOutLikeText() throws {
        let app = RehearsalApp()
        _ = app.perform(.tap(CommandTarget(path: ElementPath([0]), elementType: .textField, identifier: "field")))
        let screen = app.currentScreen()

        let field = try #require(screen.children.first { $0.identifier == "field" })
        let note = try #require(screen.children.first { $0.identifier == "note" })

        #expect(note.label == "tapped")
        #expect(note.frame.minX == field.frame.minX)
        #expect(note.frame.minY == field.frame.maxY)
        #expect(note.frame.height == 1)
        #expect(note.frame.width == note.label.count, "\(note.frame)")
    }

    @Test("the kit's rehearsal script acts on the field its app shows: each target's path leads to an element of the target's type and identifier")
    func kitRehearsalTargetsItsField() {
        let tree = ElementTree(generation: 1, root: RehearsalApp().currentScreen())
        let targets = RehearsalApp.script.compactMap { command -> CommandTarget? in
            switch command {
            case let .tap(target), let .typeText(target, _): target
            default: nil
            }
        }

        #expect(targets.count == 2)
        for target in targets {
            let element = tree.element(at: target.path)
            #expect(element?.elementType == target.elementType && element?.identifier == target.identifier, "\(target.path)")
        }
    }
}
