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
}
