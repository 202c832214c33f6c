import Driver
import DriverTesting
import Testing

/// The element API of `App` on programs that have no adapter: dialog and whiptail run on
/// the terminal, and the tests find, read and tap their elements by name, with waits that
/// end when the kernel says the program is idle. No coordinates, no screen text.
@Suite("Tapping a program's elements by name", .timeLimit(.minutes(3)), .hangReport, .tags(.program), .tagSelection, .appDiagnostics)
struct ProgramElementsTests {
    @Test("dialog --yesno: tapping No ends dialog with status 1, tapping Yes with 0", .requires(.dialog), arguments: [("No", 1), ("Yes", 0)])
    func dialogYesNo(button: String, status: Int32) async throws {
        let dialog = try await Terminal.launch("dialog", arguments: ["--title", "Confirm", "--yesno", "Delete all files?", "8", "40"])
        #expect(try await dialog.alerts["Confirm"].exists)

        try await dialog.buttons[button].tap()

        #expect(try await dialog.waitForExit() == .exited(status))
    }

    @Test("whiptail --yesno, which reads no mouse: a tap on No moves focus there with Tab and presses Enter", .requires(.whiptail))
    func whiptailYesNoByKeys() async throws {
        let whiptail = try await Terminal.launch("whiptail", arguments: ["--title", "Confirm", "--yesno", "Delete all files?", "8", "40"])
        #expect(try await whiptail.buttons["Yes"].hasFocus)
        #expect(whiptail.modes.mouseTracking == .off)

        try await whiptail.buttons["No"].tap()

        #expect(try await whiptail.waitForExit() == .exited(1))
    }

    @Test("A key the test presses itself is seen by the next read: after Tab, No has focus and Yes has not", .requires(.whiptail))
    func readAfterPressSeesTheKeysEffect() async throws {
        let whiptail = try await Terminal.launch("whiptail", arguments: ["--title", "Confirm", "--yesno", "Delete all files?", "8", "40"])
        #expect(try await whiptail.buttons["Yes"].hasFocus)

        try await whiptail.press(.tab)

        #expect(try await whiptail.buttons["No"].hasFocus)
        #expect(try await !whiptail.buttons["Yes"].hasFocus)
        try await whiptail.press(.tab)
        #expect(try await whiptail.buttons["Yes"].hasFocus)
    }

    @Test("dialog --menu: a tap on a cell selects it, in both directions, and OK confirms", .requires(.dialog))
    func dialogMenuCells() async throws {
        let menu = try await Terminal.launch(
            "dialog", arguments: ["--title", "Fruit", "--menu", "Pick a fruit", "14", "40", "3", "apple", "Apple", "banana", "Banana", "cherry", "Cherry"])

        try await menu.cells["cherry"].tap()
        #expect(try await menu.cells["cherry"].isSelected)
        #expect(try await !menu.cells["apple"].isSelected)
        try await menu.cells["banana"].tap()
        #expect(try await menu.cells["banana"].isSelected)
        #expect(try await !menu.cells["cherry"].isSelected)

        try await menu.buttons["OK"].tap()
        #expect(try await menu.waitForExit() == .exited(0))
    }

    @Test("dialog --checklist: a tap on an item that is off turns it on, a second tap turns it off, and OK confirms", .requires(.dialog))
    func dialogChecklist() async throws {
        let list = try await Terminal.launch(
            "dialog", arguments: ["--title", "Services", "--checklist", "Enable", "14", "50", "3", "ssh", "Enable SSH", "on", "http", "Web server", "off", "ftp", "FTP", "off"])
        #expect(try await list.switches["Web server"].value == "0")

        try await list.switches["Web server"].tap()
        #expect(try await list.switches["Web server"].value == "1")
        #expect(try await list.switches["Enable SSH"].value == "1")
        try await list.switches["Web server"].tap()
        #expect(try await list.switches["Web server"].value == "0")

        try await list.buttons["OK"].tap()
        #expect(try await list.waitForExit() == .exited(0))
    }

    @Test("dialog --radiolist: a tap on an item turns it on and the one that was on off; Cancel ends with status 1", .requires(.dialog))
    func dialogRadiolist() async throws {
        let list = try await Terminal.launch(
            "dialog", arguments: ["--title", "Size", "--radiolist", "Pick a size", "14", "40", "3", "s", "Small", "off", "m", "Medium", "on", "l", "Large", "off"])
        #expect(try await list.switches["Medium"].value == "1")

        try await list.switches["Large"].tap()
        #expect(try await list.switches["Large"].value == "1")
        #expect(try await list.switches["Medium"].value == "0")
        #expect(try await list.switches["Small"].value == "0")

        try await list.buttons["Cancel"].tap()
        #expect(try await list.waitForExit() == .exited(1))
    }

    @Test("dialog --inputbox: typeText puts the text in the field, which shows it as its value, and OK confirms", .requires(.dialog))
    func dialogInputBox() async throws {
        let box = try await Terminal.launch("dialog", arguments: ["--title", "Name", "--inputbox", "Your name?", "10", "40"])

        try await box.textFields.firstMatch.typeText("Ada")
        #expect(try await box.textFields.firstMatch.value == "Ada")

        try await box.buttons["OK"].tap()
        #expect(try await box.waitForExit() == .exited(0))
    }

    @Test("dialog --gauge reads percentages from its input: the progress indicator's value follows each, and the end of input ends it", .requires(.dialog))
    func dialogGauge() async throws {
        // The shell passes each line typed on the terminal to the gauge's input, and ends
        // that input after 100: the gauge ends when its input does.
        let feed = "while read -r percent; do echo \"$percent\"; [ \"$percent\" = 100 ] && exit 0; done"
        let gauge = try await Terminal.launch("sh", arguments: ["-c", feed + " | dialog --title Copy --gauge Copying 8 40 0"])
        #expect(try await gauge.progressIndicators.firstMatch.value == "0%")

        for percent in ["40", "75"] {
            try await gauge.type(percent)
            try await gauge.press(.ctrl("j"))
            #expect(try await gauge.progressIndicators.firstMatch.value == "\(percent)%")
        }

        try await gauge.type("100")
        try await gauge.press(.ctrl("j"))
        #expect(try await gauge.waitForExit() == .exited(0))
    }

    @Test("whiptail --checklist: a tap on an item that is off turns it on, and a second tap turns it off", .requires(.whiptail))
    func whiptailChecklist() async throws {
        let list = try await Terminal.launch(
            "whiptail", arguments: ["--title", "Services", "--checklist", "Enable", "14", "50", "3", "ssh", "Enable SSH", "on", "http", "Web server", "off", "ftp", "FTP", "off"])
        #expect(try await list.switches["Web server"].value == "0")

        try await list.switches["Web server"].tap()
        #expect(try await list.switches["Web server"].value == "1")
        #expect(try await list.switches["Enable SSH"].value == "1")

        try await list.switches["Web server"].tap()
        #expect(try await list.switches["Web server"].value == "0")
    }

    @Test("whiptail --inputbox: typeText puts the text in the field, which shows it as its value", .requires(.whiptail))
    func whiptailInputBox() async throws {
        let box = try await Terminal.launch("whiptail", arguments: ["--title", "Name", "--inputbox", "Your name?", "10", "40"])

        try await box.textFields.firstMatch.typeText("Ada")

        #expect(try await box.textFields.firstMatch.value == "Ada")
    }

    @Test("A wait for an element the idle program does not show ends at once, false, long before its timeout", .requires(.whiptail))
    func waitForMissingElementEndsWhenIdle() async throws {
        let whiptail = try await Terminal.launch("whiptail", arguments: ["--title", "Confirm", "--yesno", "Delete all files?", "8", "40"])
        #expect(try await whiptail.buttons["Yes"].exists)

        let started = ContinuousClock.now
        let appeared = try await whiptail.buttons["Maybe"].waitForExistence(timeout: .seconds(30))

        #expect(!appeared)
        #expect(ContinuousClock.now - started < .seconds(15), "the wait should end when the program is idle, not at its timeout")
    }

    @Test("A tap that focus never reaches fails naming the keys tried and where focus went", .requires(.whiptail))
    func tapOnTextThatCannotTakeFocusFails() async throws {
        let whiptail = try await Terminal.launch("whiptail", arguments: ["--title", "Confirm", "--yesno", "Delete all files?", "8", "40"])

        let error = try await #require(throws: DriverError.self) {
            try await whiptail.staticTexts["Delete all files?"].tap()
        }

        #expect(error.message.contains("Tab"), "\(error.message)")
        #expect(error.message.contains("Yes → No"), "\(error.message)")
        #expect(error.message.contains("\"Delete all files?\" never took focus"), "\(error.message)")
    }

    @Test("whiptail --menu, which reads no mouse: a tap on a cell moves the selection there with Down, then back with Up", .requires(.whiptail))
    func whiptailMenuCellsByKeys() async throws {
        let menu = try await Terminal.launch(
            "whiptail", arguments: ["--title", "Fruit", "--menu", "Pick a fruit", "14", "40", "3", "apple", "Apple", "banana", "Banana", "cherry", "Cherry"])

        try await menu.cells["cherry"].tap()
        #expect(try await menu.cells["cherry"].isSelected)
        try await menu.cells["apple"].tap()
        #expect(try await menu.cells["apple"].isSelected)
        #expect(try await !menu.cells["cherry"].isSelected)
    }

    @Test("A double tap on a cell selects it and presses Enter, which picks it", .requires(.whiptail))
    func doubleTapPicksCell() async throws {
        let menu = try await Terminal.launch(
            "whiptail", arguments: ["--title", "Fruit", "--menu", "Pick a fruit", "14", "40", "3", "apple", "Apple", "banana", "Banana"])

        try await menu.cells["banana"].doubleTap()

        #expect(try await menu.waitForExit() == .exited(0))
    }

    @Test("clearText empties a field that held text", .requires(.whiptail))
    func clearTextEmptiesField() async throws {
        let box = try await Terminal.launch("whiptail", arguments: ["--title", "Name", "--inputbox", "Your name?", "10", "40", "Grace"])
        #expect(try await box.textFields.firstMatch.value == "Grace")

        try await box.textFields.firstMatch.clearText()

        #expect(try await box.textFields.firstMatch.value ?? "" == "")
    }

    @Test("swipeUp shows what is below (Page Down), swipeDown what is above (Page Up)", .requires(.less))
    func swipesPage() async throws {
        let folder = try TemporaryFolder()
        try folder.write("lines.txt", (1...100).map { "line \($0)" }.joined(separator: "\n") + "\n")
        let file = folder.path + "/lines.txt"
        let less = try await Terminal.launch("less", arguments: [file], environment: ["LESSHISTFILE": "-"], rows: 10)
        #expect(try await less.descendants(matching: .any)["line 1"].exists)

        try await less.descendants(matching: .any)["line 1"].swipeUp()
        #expect(try await less.descendants(matching: .any)["line 10"].exists)
        #expect(try await !less.descendants(matching: .any)["line 1"].exists)

        try await less.descendants(matching: .any)["line 10"].swipeDown()
        #expect(try await less.descendants(matching: .any)["line 1"].exists)
    }

    @Test("A drag, which no key means, fails as unsupported, naming it", .requires(.whiptail))
    func dragIsUnsupported() async throws {
        let menu = try await Terminal.launch(
            "whiptail", arguments: ["--title", "Fruit", "--menu", "Pick a fruit", "14", "40", "3", "apple", "Apple", "banana", "Banana"])

        let error = try await #require(throws: DriverError.self) {
            try await menu.cells["apple"].drag(to: menu.cells["banana"])
        }

        #expect(error.message.contains("no key means drag"), "\(error.message)")
    }
}

/// The element API on the Go program on Bubble Tea (`Fixtures/bubbletea-demo`), whose list
/// marks the row with focus with `>` and reads no mouse.
@Suite("Tapping a Bubble Tea program's check boxes by name", .timeLimit(.minutes(3)), .hangReport, .tags(.program), .tagSelection, .appDiagnostics, .requires(.bubbleTeaDemo))
struct BubbleTeaElementsTests {
    @Test("a tap on a check box moves the > there with Down and ticks it with Space; a tap on one above moves back up")
    func tapTicksByName() async throws {
        let demo = try await Terminal.launch(BuiltTestProgram.bubbleTeaDemo.path, columns: 60, rows: 20)
        demo.timeout = .seconds(10)
        #expect(try await demo.switches["apple"].hasFocus)

        try await demo.switches["cherry"].tap()
        #expect(try await demo.switches["cherry"].value == "1")
        #expect(try await demo.switches["cherry"].hasFocus)

        try await demo.switches["banana"].tap()
        #expect(try await demo.switches["banana"].value == "1")
        #expect(try await demo.switches["apple"].value == "0")
    }

    @Test("a tick by tap, then the dialog's buttons by name: No keeps the basket, Yes buys it, and q quits")
    func buyByButtons() async throws {
        let demo = try await Terminal.launch(BuiltTestProgram.bubbleTeaDemo.path, columns: 60, rows: 20)
        demo.timeout = .seconds(10)
        try await demo.switches["cherry"].tap()
        #expect(try await demo.switches["cherry"].value == "1")

        try await demo.press(.enter)
        #expect(try await demo.buttons["Yes"].hasFocus)
        try await demo.buttons["No"].tap()
        #expect(try await demo.staticTexts["not bought"].exists)
        #expect(try await demo.switches["cherry"].value == "1")

        try await demo.press(.enter)
        try await demo.buttons["Yes"].tap()
        #expect(try await demo.staticTexts["Bought: cherry"].exists)
        #expect(try await demo.switches["cherry"].value == "0")
        #expect(try await !demo.buttons["Yes"].exists)

        try await demo.type("q")
        #expect(try await demo.waitForExit() == .exited(0))
    }
}
