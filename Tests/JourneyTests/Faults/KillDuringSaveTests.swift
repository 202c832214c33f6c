import Driver
import DriverTesting
import Foundation
import SystemLayer
import Testing

// One at a time: each round's app rewrites its state without pause, and two hundred
// of them at once would only measure the machine.
@Suite("Killed while saving", .serialized, .timeLimit(.minutes(1)), .hangReport)
struct KillDuringSaveTests {
    static let stateFiles = ["session.json", "cart.json", "orders.json"]

    @Test(
        "an app killed at any instant while saving leaves every state file whole, and the next launch reads it",
        arguments: 0..<200)
    func killMidSave(round: Int) async throws {
        let temporary = try TemporaryFolder()
        let directory = temporary.path
        defer { withExtendedLifetime(temporary) {} }
        let saving = App(executable: demoApp, stateDirectory: directory)
        saving.launchArguments = ["--uitesting", "--mock-logged-in-user", "--mock-cart-with-item", "--debug-save-loop"]
        try await saving.launch()
        // A different number of round trips each round moves the kill to another point of the save loop.
        for _ in 0..<(round % 5) { try await saving.press(.tab) }
        let pid = try #require(saving.processIdentifier)

        Posix.kill(pid, Signal.kill)
        #expect(await saving.wait(for: .notRunning, timeout: .seconds(5)))

        // The seeded session and cart were written before the loop began; the orders file
        // may not exist yet if the kill came before its first write: that is old state.
        for name in Self.stateFiles {
            guard let data = FileManager.default.contents(atPath: directory + "/" + name) else {
                #expect(name == "orders.json", "\(name) is missing")
                continue
            }
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
            #expect(object?["revision"] is Int, "\(name) is not a whole state file: \(String(decoding: data, as: UTF8.self))")
        }
        let reading = App(executable: demoApp, stateDirectory: directory)
        reading.launchArguments = ["--uitesting"]
        try await reading.launch()
        #expect(!reading.log.contains("corrupt"), "the relaunch set a file aside: \(reading.log)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.contains(".corrupt-") }.isEmpty)
        #expect(try await reading.tabBars.staticTexts["cart.badge"].exists)
    }
}
