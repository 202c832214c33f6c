import Driver
import DriverTesting
import Testing

/// nano driven through its key bars: nano reads no mouse, so a tap on a key bar's button
/// presses the key the bar shows for it (`Exit` is `^X`), and the save prompt's answers
/// (`Y Yes`, `N No`) are a key bar too.
@Suite("nano by its elements", .timeLimit(.minutes(3)), .hangReport, .tags(.program), .tagSelection, .appDiagnostics, .requires(.nano))
struct NanoElementJourneyTests {
    /// nano on `notes.txt` in `folder`, which is its home too.
    static func launch(in folder: TemporaryFolder) async throws -> Terminal {
        let nano = try await Terminal.launch(
            "nano", arguments: ["--ignorercfiles", "notes.txt"], environment: ["HOME": folder.path], workingDirectory: folder.path)
        nano.timeout = .seconds(10)
        return nano
    }

    @Test("Exit on the key bar asks to save; the prompt's Yes, then Enter on the file name, writes the text and ends nano")
    func exitSavingByName() async throws {
        let folder = try TemporaryFolder()
        let nano = try await Self.launch(in: folder)
        #expect(try await nano.buttons["Exit"].value == "^X")

        try await nano.type("Hello from nano")
        try await nano.buttons["Exit"].tap()
        #expect(try await nano.buttons["Cancel"].exists)
        try await nano.buttons["Yes"].tap()
        #expect(try await nano.buttons["Append"].exists)
        try await nano.press(.enter)

        #expect(try await nano.waitForExit() == .exited(0))
        #expect(try folder.read("notes.txt") == "Hello from nano\n")
    }

    @Test("Exit on the key bar asks to save; the prompt's No ends nano and leaves no file")
    func exitWithoutSaving() async throws {
        let folder = try TemporaryFolder()
        let nano = try await Self.launch(in: folder)
        #expect(try await nano.buttons["Exit"].exists)

        try await nano.type("Scratch")
        try await nano.buttons["Exit"].tap()
        try await nano.buttons["No"].tap()

        #expect(try await nano.waitForExit() == .exited(0))
        #expect(!folder.contains("notes.txt"))
    }
}
