@testable import AppAutomation
@testable import DemoApp
@testable import TerminalUI
import Testing

@Suite("State files")
struct StateFileTests {
    let storage = MemoryStateStorage()
    let reports = Reports()

    final class Reports {
        var lines: [String] = []
    }

    func load() -> PersistedValue<Cart> {
        let reports = reports
        return PersistedValue(file: PersistedCartRepository.file, storage: storage, initial: Cart()) { reports.lines.append($0) }
    }

    @Test("a saved value loads back with its revision")
    func roundTrip() {
        let cart = Sample.cart([(cents: 1_200, quantity: 2)], promotion: Promotion(code: "SAVE20", percentOff: 20))
        load().set(cart)

        let reloaded = load()

        #expect(reloaded.value == cart)
        #expect(reloaded.revision == 1)
    }

    @Test("every save writes a new revision, so the file changes even when the value does not")
    func saveBumpsRevision() throws {
        let stored = load()
        stored.save()
        let first = try storage.read("cart.json")

        stored.save()

        #expect(try storage.read("cart.json") != first)
        #expect(stored.revision == 2)
    }

    @Test(
        "a corrupt file is reported, set aside and treated as empty",
        arguments: [
            "{\"revision\": 3, \"cart\": {\"lines\": [{\"product\": \"p1\"",  // torn
            "not json at all",
            "{\"revision\": 3}",  // no value
            "{\"revision\": 3, \"cart\": {\"lines\": [{\"product\": \"p1\", \"name\": \"x\", \"price\": 100, \"quantity\": 0}]}}",  // quantity 0
            "{\"revision\": -1, \"cart\": {\"lines\": []}}",
        ])
    func corruptFileSetAside(text: String) throws {
        try storage.write("cart.json", text)

        let stored = load()

        #expect(stored.value == Cart())
        #expect(try storage.read("cart.json") == nil)
        #expect(try storage.read("cart.json.corrupt-1") == text)
        #expect(reports.lines.count == 1)
        #expect(reports.lines.first?.contains("cart.json") == true)
    }

    @Test("no file means the initial value and no report")
    func missingFileIsQuiet() {
        let stored = load()

        #expect(stored.value == Cart())
        #expect(reports.lines.isEmpty)
    }
}
