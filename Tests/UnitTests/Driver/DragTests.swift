import Driver
import DriverTesting
import ScreenModel
import Testing

/// The driver's mouse drags against a fake app: what is sent, and what fails before
/// anything is (docs/protocol.md §7.4).
@Suite("Drags against a fake app")
struct DragTests {
    static func target(_ index: Int, _ identifier: String, _ type: ElementType = .button) -> CommandTarget {
        CommandTarget(path: ElementPath([0, index]), elementType: type, identifier: identifier)
    }

    /// A knob at row 2, a track at row 6, and a list (clipping) whose second row lies below it.
    static let screen = Screens.window([
        Screens.button("knob"),
        Screens.button("track", row: 6),
        ElementSnapshot(
            .table, identifier: "list", frame: Rect(x: 0, y: 10, width: 40, height: 2),
            children: [
                ElementSnapshot(.cell, identifier: "shown", label: "Shown", frame: Rect(x: 0, y: 10, width: 40, height: 1)),
                ElementSnapshot(.cell, identifier: "hidden", label: "Hidden", frame: Rect(x: 0, y: 14, width: 40, height: 1)),
            ]),
    ])

    @Test("a drag onto an element is one drag command, from the middle of the one to the middle of the other")
    func dragOntoElement() async throws {
        let fake = FakeApp(Self.screen)
        let app = try await App.launched(with: fake)

        try await app.buttons["knob"].drag(to: app.buttons["track"])
        try await app.buttons["knob"].press(forDuration: .seconds(1), thenDragTo: app.cells["shown"])

        #expect(
            fake.commands == [
                .drag(Self.target(0, "knob"), from: Point(x: 7, y: 2), to: Point(x: 7, y: 6)),
                .drag(Self.target(0, "knob"), from: Point(x: 7, y: 2), to: Point(x: 19, y: 10)),
            ])
    }

    @Test(
        "a drag to a cell goes to that cell; the screen's last cell is taken, one past it fails naming the cell and sends nothing",
        arguments: [(Point(x: 79, y: 23), true), (Point(x: 80, y: 23), false), (Point(x: 79, y: 24), false)])
    func dragToCell(end: Point, onScreen: Bool) async throws {
        let fake = FakeApp(Self.screen)
        let app = try await App.launched(with: fake)

        if onScreen {
            try await app.buttons["knob"].drag(to: end)
            #expect(fake.commands == [.drag(Self.target(0, "knob"), from: Point(x: 7, y: 2), to: end)])
        } else {
            let error = await #expect(throws: DriverError.self) { try await app.buttons["knob"].drag(to: end) }
            #expect(error?.code == .elementNotInteractable)
            #expect(error?.message.contains("cannot drag app.buttons[\"knob\"] to \(end): \(end) is off the 80x24 screen") == true, "\(error?.message ?? "")")
            #expect(fake.commands.isEmpty)
        }
    }

    @Test("a destination scrolled out of its list fails the drag, saying it is not on screen; nothing is sent")
    func destinationOffScreen() async throws {
        let fake = FakeApp(Self.screen)
        let app = try await App.launched(with: fake)

        let error = await #expect(throws: DriverError.self) { try await app.buttons["knob"].drag(to: app.cells["hidden"]) }

        #expect(error?.code == .elementNotInteractable)
        #expect(
            error?.message.contains(#"cannot drag app.buttons["knob"] to app.cells["hidden"]: app.cells["hidden"], where it would be dropped, is not on screen"#) == true,
            "\(error?.message ?? "")")
        #expect(fake.commands.isEmpty)
    }

    @Test("a destination that is missing fails with noSuchElement naming it; nothing is sent")
    func destinationMissing() async throws {
        let fake = FakeApp(Self.screen)
        let app = try await App.launched(with: fake)

        let error = await #expect(throws: DriverError.self) { try await app.buttons["knob"].drag(to: app.cells["nowhere"]) }

        #expect(error?.code == .noSuchElement)
        #expect(error?.message.contains(#"app.cells["nowhere"]"#) == true)
        #expect(fake.commands.isEmpty)
    }

    @Test("a drag waits while the app is busy until its destination appears, then drags onto it")
    func dragWaitsForDestination() async throws {
        let fake = FakeApp(Screens.window([Screens.button("knob")]), activity: Screens.busy("network: GET /slots"))
        let app = try await App.launched(with: fake)

        async let dragged: Void = app.buttons["knob"].drag(to: app.buttons["slot"])
        fake.push(Screens.window([Screens.button("knob"), Screens.button("slot", row: 8)]))
        try await dragged

        #expect(fake.commands == [.drag(Self.target(0, "knob"), from: Point(x: 7, y: 2), to: Point(x: 7, y: 8))])
    }

    @Test("a drag the app refuses fails with the app's reason after the attempt")
    func refusedDrag() async throws {
        let fake = FakeApp(Self.screen) { _, _ in .refused(CommandRefusal(.unsupported, "nothing takes a drag from button #knob at /0/0")) }
        let app = try await App.launched(with: fake)

        let error = await #expect(throws: DriverError.self) { try await app.buttons["knob"].drag(to: app.buttons["track"]) }

        #expect(error?.code == .elementNotInteractable)
        #expect(
            error?.message.contains(#"cannot drag app.buttons["knob"] to app.buttons["track"]: nothing takes a drag from button #knob at /0/0"#) == true, "\(error?.message ?? "")")
    }

    @Test("a drag from a cell of the screen is aimed at what is drawn topmost there, a label inside a cell too, not the control around it; off the screen it fails")
    func dragFromCell() async throws {
        let fake = FakeApp(
            Screens.window([
                ElementSnapshot(
                    .cell, identifier: "row", frame: Rect(x: 0, y: 3, width: 40, height: 1),
                    children: [
                        ElementSnapshot(.staticText, identifier: "handle", label: "≡", frame: Rect(x: 0, y: 3, width: 1, height: 1))
                    ])
            ]))
        let app = try await App.launched(with: fake)

        try await app.drag(from: Point(x: 0, y: 3), to: Point(x: 0, y: 9))
        try await app.drag(from: Point(x: 5, y: 3), to: Point(x: 5, y: 3))
        let error = await #expect(throws: DriverError.self) { try await app.drag(from: Point(x: 80, y: 3), to: Point(x: 0, y: 0)) }

        #expect(
            fake.commands == [
                .drag(CommandTarget(path: ElementPath([0, 0, 0]), elementType: .staticText, identifier: "handle"), from: Point(x: 0, y: 3), to: Point(x: 0, y: 9)),
                .drag(CommandTarget(path: ElementPath([0, 0]), elementType: .cell, identifier: "row"), from: Point(x: 5, y: 3), to: Point(x: 5, y: 3)),
            ])
        #expect(error?.message.contains("cannot drag from (80, 3) to (0, 0): nothing a pointer can reach is drawn at (80, 3)") == true, "\(error?.message ?? "")")
    }
}
