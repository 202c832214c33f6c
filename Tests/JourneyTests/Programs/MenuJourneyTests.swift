import Driver
import DriverTesting
import Testing

@Suite("dialog and whiptail menus", .timeLimit(.minutes(3)), .hangReport, .tags(.program), .tagSelection, .appDiagnostics)
struct MenuJourneyTests {
    @Test("dialog: picking the second item of a menu gives it back to the script", .requires(.dialog))
    func dialogMenu() async throws {
        try await pickSecondItem(with: "dialog")
    }

    @Test("whiptail: picking the second item of a menu gives it back to the script", .requires(.whiptail))
    func whiptailMenu() async throws {
        try await pickSecondItem(with: "whiptail")
    }

    /// Runs a shell script that shows a three-item menu with `program` and prints the
    /// choice; moves down one item, presses Enter, and checks what the script printed.
    private func pickSecondItem(with program: String) async throws {
        let script = """
            choice=$(\(program) --title Fruit --menu "Pick a fruit" 14 40 3 apple Apple banana Banana cherry Cherry 3>&1 1>&2 2>&3)
            status=$?
            clear
            echo "choice=$choice status=$status"
            """
        let shell = try await Terminal.launch("sh", arguments: ["-c", script])
        try await shell.wait(forText: "Pick a fruit")
        try await shell.wait(forText: "cherry")

        try await shell.press(.down)
        try await shell.wait(for: { Self.isSelected("banana", on: $0) }, description: "banana highlighted")
        try await shell.press(.enter)

        try await shell.wait(forText: "choice=banana status=0")
        #expect(try await shell.waitForExit() == .exited(0))
    }

    /// Whether `tag` is drawn unlike the menu's last item: highlighted.
    private static func isSelected(_ tag: String, on screen: TerminalScreen) -> Bool {
        guard let item = screen.find(tag).first, let other = screen.find("cherry").first else { return false }
        return screen.cell(x: item.x, y: item.y)?.attributes != screen.cell(x: other.x, y: other.y)?.attributes
    }
}
