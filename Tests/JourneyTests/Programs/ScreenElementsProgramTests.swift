import Driver
import DriverTesting
import ScreenElements
import Testing

/// The recogniser table on real programs: dialog, whiptail and htop run on the
/// terminal, and the tree read off their screens holds the elements a person sees.
/// Every wait is on the inferred tree; every check is on its elements.
@Suite("Elements read off real programs' screens", .timeLimit(.minutes(3)), .hangReport, .tags(.program), .tagSelection, .appDiagnostics)
struct ScreenElementsProgramTests {
    @Test("dialog --yesno: an alert titled Confirm with its question, Yes focused and No beside it; Tab moves focus to No", .requires(.dialog))
    func dialogYesNo() async throws {
        let shell = try await Terminal.launch("dialog", arguments: ["--title", "Confirm", "--yesno", "Delete all files?", "8", "40"])
        let tree = try await shell.waitForTree("Yes and No buttons") { $0.all(.button).count == 2 }

        let alert = try #require(tree.all(.alert).first, "\(tree.root.dump())")
        #expect(alert.label == "Confirm")
        #expect(tree.all(.staticText).map(\.label).contains("Delete all files?"), "\(tree.root.dump())")
        let buttons = tree.all(.button)
        #expect(buttons.map(\.label) == ["Yes", "No"], "\(tree.root.dump())")
        #expect(buttons.map(\.hasFocus) == [true, false], "\(tree.root.dump())")
        #expect(buttons.map(\.identifier) == ["Confirm › Yes", "Confirm › No"])

        try await shell.press(.tab)
        let moved = try await shell.waitForTree("No focused") { $0.all(.button).first { $0.label == "No" }?.hasFocus == true }
        #expect(moved.all(.button).map(\.hasFocus) == [false, true], "\(moved.root.dump())")
        try await shell.press(.backtab)
        try await shell.waitForTree("Yes focused again") { $0.all(.button).first { $0.label == "Yes" }?.hasFocus == true }
    }

    @Test("dialog --menu: a table of three cells, the first selected; Down selects the second", .requires(.dialog))
    func dialogMenu() async throws {
        let menu = try await Terminal.launch(
            "dialog", arguments: ["--title", "Fruit", "--menu", "Pick a fruit", "14", "40", "3", "apple", "Apple", "banana", "Banana", "cherry", "Cherry"])
        let tree = try await menu.waitForTree("three cells") { $0.all(.cell).count == 3 }

        let cells = tree.all(.cell)
        #expect(cells.map(\.label) == ["apple", "banana", "cherry"], "\(tree.root.dump())")
        #expect(cells.map(\.value) == ["Apple", "Banana", "Cherry"])
        #expect(cells.map(\.isSelected) == [true, false, false], "\(tree.root.dump())")
        #expect(tree.all(.button).map(\.label) == ["OK", "Cancel"], "\(tree.root.dump())")

        try await menu.press(.down)
        let moved = try await menu.waitForTree("banana selected") { $0.all(.cell).map(\.isSelected) == [false, true, false] }
        #expect(moved.all(.cell).first { $0.isSelected }?.label == "banana")
    }

    @Test("dialog --checklist: a switch per item, on where the item is on; Space turns the focused one off", .requires(.dialog))
    func dialogChecklist() async throws {
        let list = try await Terminal.launch(
            "dialog", arguments: ["--title", "Services", "--checklist", "Enable", "14", "50", "3", "ssh", "Enable SSH", "on", "http", "Web server", "off", "ftp", "FTP", "off"])
        let tree = try await list.waitForTree("three switches") { $0.all(.switch).count == 3 }

        let boxes = tree.all(.switch)
        #expect(boxes.map(\.label) == ["Enable SSH", "Web server", "FTP"], "\(tree.root.dump())")
        #expect(boxes.map(\.value) == ["1", "0", "0"])
        #expect(boxes.map(\.hasFocus) == [true, false, false], "\(tree.root.dump())")

        try await list.press(.space)
        let toggled = try await list.waitForTree("Enable SSH off") { $0.all(.switch).first?.value == "0" }
        #expect(toggled.all(.switch).map(\.value) == ["0", "0", "0"])
    }

    @Test("dialog --radiolist: a switch per choice, only the chosen one on", .requires(.dialog))
    func dialogRadiolist() async throws {
        let list = try await Terminal.launch(
            "dialog", arguments: ["--title", "Size", "--radiolist", "Pick", "14", "50", "3", "s", "Small", "off", "m", "Medium", "on", "l", "Large", "off"])
        let tree = try await list.waitForTree("three switches") { $0.all(.switch).count == 3 }

        #expect(tree.all(.switch).map(\.label) == ["Small", "Medium", "Large"], "\(tree.root.dump())")
        #expect(tree.all(.switch).map(\.value) == ["0", "1", "0"])
    }

    @Test("dialog --inputbox: a focused text field holding the initial text, then what is typed", .requires(.dialog))
    func dialogInputbox() async throws {
        let box = try await Terminal.launch("dialog", arguments: ["--title", "Name", "--inputbox", "Your name", "8", "40", "Ann"])
        let tree = try await box.waitForTree("a text field") { $0.all(.textField).count == 1 }

        let field = try #require(tree.all(.textField).first)
        #expect(field.value == "Ann", "\(tree.root.dump())")
        #expect(field.hasFocus)

        try await box.type("e")
        try await box.waitForTree("the field holding Anne") { $0.all(.textField).first?.value == "Anne" }
    }

    @Test("dialog --gauge: a progress indicator valued with the percentage drawn", .requires(.dialog))
    func dialogGauge() async throws {
        let shell = try await Terminal.launch("sh", arguments: ["-c", "echo 40 | dialog --title Copy --gauge Copying 7 50 0; exec cat"])
        let tree = try await shell.waitForTree("a progress indicator at 40%") { $0.all(.progressIndicator).first?.value == "40%" }

        #expect(tree.all(.progressIndicator).count == 1, "\(tree.root.dump())")
        #expect(tree.all(.window).first?.label == "Copy")
    }

    @Test("whiptail --menu: a table of cells, the first selected, and Ok and Cancel buttons", .requires(.whiptail))
    func whiptailMenu() async throws {
        let menu = try await Terminal.launch(
            "whiptail", arguments: ["--title", "Fruit", "--menu", "Pick a fruit", "14", "40", "3", "apple", "Apple", "banana", "Banana", "cherry", "Cherry"])
        let tree = try await menu.waitForTree("three cells and two buttons") { $0.all(.cell).count == 3 && $0.all(.button).count == 2 }

        #expect(tree.all(.cell).map(\.label) == ["apple", "banana", "cherry"], "\(tree.root.dump())")
        #expect(tree.all(.cell).map(\.isSelected) == [true, false, false], "\(tree.root.dump())")
        #expect(tree.all(.button).map(\.label) == ["Ok", "Cancel"])
        #expect(tree.all(.alert).first?.label == "Fruit")
    }

    @Test("whiptail --inputbox: a focused text field holding the initial text", .requires(.whiptail))
    func whiptailInputbox() async throws {
        let box = try await Terminal.launch("whiptail", arguments: ["--title", "Name", "--inputbox", "Your name", "10", "40", "Ann"])
        let tree = try await box.waitForTree("a text field") { $0.all(.textField).count == 1 }

        let field = try #require(tree.all(.textField).first)
        #expect(field.value == "Ann", "\(tree.root.dump())")
        #expect(field.hasFocus)
    }

    @Test("htop: the function-key bar is a toolbar of buttons named Help to Quit, valued with their keys", .requires(.htop))
    func htopKeyBar() async throws {
        let folder = try TemporaryFolder()
        let htop = try await Terminal.launch("htop", environment: ["HOME": folder.path], columns: 120, rows: 30)
        let tree = try await htop.waitForTree("a bar ending in Quit") { $0.all(.toolbar).last?.children.last?.label == "Quit" }

        let keys = try #require(tree.all(.toolbar).last).children
        #expect(keys.first?.label == "Help" && keys.first?.value == "F1", "\(tree.root.dump())")
        #expect(keys.last?.value == "F10")
        #expect(keys.allSatisfy { $0.elementType == .button })
        #expect(tree.all(.progressIndicator).contains { $0.label == "Mem" }, "\(tree.root.dump())")
    }

    @Test(
        "mc: the top row is a menu bar of menu items, none selected, above the key bar's buttons; a tap on File (a click: mc reads the mouse) opens its menu and selects it",
        .requires(.mc))
    func mcMenuBar() async throws {
        let folder = try TemporaryFolder()
        let mc = try await Terminal.launch("mc", arguments: ["-u", folder.path], environment: ["HOME": folder.path], columns: 80, rows: 24)
        let tree = try await mc.waitForTree("five menu items and a key bar") { $0.all(.menuItem).count == 5 && $0.all(.toolbar).count == 2 }

        #expect(tree.all(.menuItem).map(\.label) == ["Left", "File", "Command", "Options", "Right"], "\(tree.root.dump())")
        #expect(tree.all(.menuItem).allSatisfy { !$0.isSelected })
        let keys = try #require(tree.all(.toolbar).last).children
        #expect(keys.first?.label == "Help" && keys.first?.value == "1", "\(tree.root.dump())")
        #expect(keys.allSatisfy { $0.elementType == .button })
        #expect(try await mc.menuItems["File"].exists)

        try await mc.menuItems["File"].tap()
        let open = try await mc.waitForTree("File selected") { $0.all(.menuItem).first { $0.label == "File" }?.isSelected == true }
        #expect(open.all(.menuItem).filter(\.isSelected).map(\.label) == ["File"], "\(open.root.dump())")
        #expect(mc.screen.contains("View file..."), "\(mc.screen.text)")
    }

    @Test(
        "Textual's TabbedContent on a bare terminal: a tab bar of buttons with the open tab selected; a tap on Nuts, once the app is idle between its input thread's ticks, selects it and shows its pane",
        .requiresTextual)
    func textualTabs() async throws {
        let shelves = try await Terminal.launch(TextualEnvironment.python, arguments: [TextualEnvironment.shelvesApp], columns: 60, rows: 12)
        let tree = try await shelves.waitForTree("a tab bar of three") { $0.all(.tabBar).first?.children.count == 3 }
        guard case .betweenTicks? = shelves.idleJudgement else {
            Issue.record("Textual's input thread polls every 100 ms: \(String(describing: shelves.idleJudgement))")
            return
        }

        let tabs = try #require(tree.all(.tabBar).first).children
        #expect(tabs.map(\.label) == ["Fruit", "Vegetables", "Nuts"], "\(tree.root.dump())")
        #expect(tabs.map(\.isSelected) == [false, true, false])
        #expect(tree.all(.staticText).contains { $0.label == "leeks and beans" })

        try await shelves.buttons["Nuts"].tap()
        let moved = try await shelves.waitForTree("Nuts selected, its pane's almonds shown") { tree in
            tree.all(.tabBar).first?.children.last?.isSelected == true && tree.all(.staticText).contains { $0.label == "almonds" }
        }
        #expect(moved.all(.tabBar).first?.children.map(\.isSelected) == [false, false, true], "\(moved.root.dump())")
        #expect(try await shelves.buttons["Nuts"].isSelected)
    }

    @Test(
        "Textual's ListView on a bare terminal: its rows are cells read against the panel they are painted on, the highlighted one selected, and the label under the list no row; Down moves the selection",
        .requiresTextual)
    func textualListOnAPanel() async throws {
        let panels = try await Terminal.launch(TextualEnvironment.python, arguments: [TextualEnvironment.panelsApp], columns: 60, rows: 30)
        try await panels.press(.tab)
        let tree = try await panels.waitForTree("the rooms listed, hall selected") { $0.all(.cell).first { $0.label == "hall" }?.isSelected == true }
        let rooms = tree.all(.cell).filter { ["hall", "kitchen", "attic", "below the list"].contains($0.label) }
        #expect(rooms.map(\.label) == ["hall", "kitchen", "attic"], "\(tree.root.dump())")
        #expect(rooms.map(\.isSelected) == [true, false, false])
        #expect(tree.all(.staticText).contains { $0.label == "below the list" })

        try await panels.press(.down)
        #expect(try await panels.cells["kitchen"].isSelected)
        #expect(try await !panels.cells["hall"].isSelected)
    }

    @Test("ncdu's delete confirmation: an alert whose plain words are buttons, no focused; Left focuses yes, and a tap on it deletes the folder", .requires(.ncdu))
    func ncduConfirm() async throws {
        let folder = try TemporaryFolder()
        try folder.write("old/notes.txt", "notes")
        let ncdu = try await Terminal.launch("ncdu", arguments: [folder.path], environment: ["HOME": folder.path], columns: 80, rows: 24)
        try await ncdu.waitForTree("the folder listed") { $0.all(.staticText).contains { $0.label == "/old" } }

        try await ncdu.type("d")
        let tree = try await ncdu.waitForTree("three buttons") { $0.all(.button).count == 3 }
        #expect(tree.all(.button).map(\.label) == ["yes", "no", "don't ask me again"], "\(tree.root.dump())")
        #expect(tree.all(.button).map(\.hasFocus) == [false, true, false])
        #expect(tree.all(.alert).first?.label == "Confirm delete")

        try await ncdu.press(.left)
        try await ncdu.waitForTree("yes focused") { $0.all(.button).first?.hasFocus == true }
        try await ncdu.buttons["yes"].tap()
        try await ncdu.waitForTree("the folder gone") { tree in tree.all(.button).isEmpty && !tree.all(.staticText).contains { $0.label == "/old" } }
        #expect(!folder.contains("old"))
    }
}

extension Terminal {
    /// Waits until the tree read off the screen satisfies `condition`, then until the
    /// program is idle (a screen mid-draw may satisfy it: three cells of a
    /// menu whose frame and buttons are still to come), and returns the tree it shows
    /// then, which must satisfy `condition` still.
    @discardableResult
    func waitForTree(_ description: String, _ condition: @escaping @Sendable (ElementTree) -> Bool) async throws -> ElementTree {
        try await wait(for: { condition(ScreenReader.tree(of: $0)) }, description: "the elements read off the screen: \(description)")
        let settled = ScreenReader.tree(of: try await waitUntilIdle())
        try #require(condition(settled), "the elements read off the idle screen no longer show \(description):\n\(settled.root.dump())")
        return settled
    }
}

extension ElementTree {
    /// Every element of `type`, in drawing order.
    func all(_ type: ElementType) -> [ElementSnapshot] {
        var found: [ElementSnapshot] = []
        walk { element, _, _ in
            if element.elementType == type { found.append(element) }
            return true
        }
        return found
    }
}
