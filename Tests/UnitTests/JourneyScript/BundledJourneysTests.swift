import Foundation
import JourneyScript
import Testing

@Suite("Bundled journeys")
struct BundledJourneysTests {
    @Test("without a journeys/ folder here or around the executable, the error says where it looked and what to do")
    func nothingFound() {
        let result = BundledJourneys.locate(currentDirectory: "/nonexistent/work", executablePath: "/nonexistent/.build/debug/journey")

        #expect(throws: UsageError.noBundledJourneys(searched: ["/nonexistent/work/journeys", "the package around /nonexistent/.build/debug/journey"])) {
            try result.get()
        }
        #expect(UsageError.noBundledJourneys(searched: ["here"]).description.contains("run from the package's root, or name files or folders: journey run PATH..."))
    }

    @Test("a file named journeys is not the folder: the search goes on past it")
    func fileIsNotTheFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bundled-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(FileManager.default.createFile(atPath: folder + "/journeys", contents: Data("launch\n".utf8)))

        let result = BundledJourneys.locate(currentDirectory: folder, executablePath: "/nonexistent/.build/debug/journey")

        #expect(throws: UsageError.self) { try result.get() }
    }
}
