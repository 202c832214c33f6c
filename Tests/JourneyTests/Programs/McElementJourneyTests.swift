import Driver
import DriverTesting
import Testing

/// Midnight Commander driven only through its elements: a file's cell by name, the key
/// bar's buttons by name, and the confirmation dialogs' buttons.
@Suite("mc by its elements", .timeLimit(.minutes(3)), .hangReport, .tags(.program), .tagSelection, .appDiagnostics, .requires(.mc))
struct McElementJourneyTests {
    /// mc on `left` and `right`, with no subshell and a home of its own, whose settings
    /// ask to confirm quitting.
    static func launch(left: String, right: String, home: TemporaryFolder) async throws -> Terminal {
        try home.write(".config/mc/ini", "[Midnight-Commander]\nconfirm_exit=true\n")
        let mc = try await Terminal.launch("mc", arguments: ["--nosubshell", left, right], environment: ["HOME": home.path], columns: 100, rows: 30)
        mc.timeout = .seconds(10)
        return mc
    }

    @Test("the key bar's Quit asks to confirm, and the dialog's Yes ends mc with status 0")
    func quitConfirmed() async throws {
        let home = try TemporaryFolder(), left = try TemporaryFolder(), right = try TemporaryFolder()
        let mc = try await Self.launch(left: left.path, right: right.path, home: home)
        #expect(try await mc.buttons["Quit"].value == "10")

        try await mc.buttons["Quit"].tap()
        #expect(try await mc.buttons["Yes"].exists)
        try await mc.buttons["Yes"].tap()

        #expect(try await mc.waitForExit() == .exited(0))
    }

    @Test("a tap on a file's cell selects it; the key bar's Delete and the dialog's Yes delete it, and its cell goes")
    func deleteFileByName() async throws {
        let home = try TemporaryFolder(), left = try TemporaryFolder(), right = try TemporaryFolder()
        try left.write("keep.txt", "keep\n")
        try left.write("also.txt", "also\n")
        try left.write("drop.txt", "drop\n")
        let mc = try await Self.launch(left: left.path, right: right.path, home: home)

        try await mc.cells["drop.txt"].tap()
        #expect(try await mc.cells["drop.txt"].isSelected)
        try await mc.buttons["Delete"].tap()
        try await mc.buttons["Yes"].tap()

        #expect(try await mc.cells["drop.txt"].waitForNonExistence(timeout: .seconds(10)))
        #expect(try await mc.cells["keep.txt"].exists)
        #expect(!left.contains("drop.txt"))
        try await mc.buttons["Quit"].tap()
        try await mc.buttons["Yes"].tap()
        #expect(try await mc.waitForExit() == .exited(0))
    }
}
