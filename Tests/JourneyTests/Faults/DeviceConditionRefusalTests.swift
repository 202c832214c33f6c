import Driver
import DriverTesting
import Testing

@Suite("Device conditions the app does not simulate", .timeLimit(.minutes(1)), .hangReport)
struct DeviceConditionRefusalTests {
    let app = App(executable: demoApp)

    init() {
        app.launchArguments = ["--uitesting", "--reset-state"]
    }

    @Test("a condition the app does not simulate is refused with its own code, naming the ones it does")
    func unknownCondition() async throws {
        try await app.launch()

        let error = await #expect(throws: DriverError.self) { try await app.setDeviceCondition("battery", to: "low") }
        await app.terminate()

        #expect(error?.code == .deviceConditionRefused)
        #expect(error?.refusal == CommandRefusal(.unsupportedCondition, "unknown condition 'battery'; the app simulates: network"))
        #expect(error?.message == "deviceConditionRefused: cannot set the device's battery to low: unknown condition 'battery'; the app simulates: network")
    }

    @Test("a value the app does not simulate is refused the same way, listing the values it takes, and the app goes on")
    func unknownValue() async throws {
        try await app.launch()

        let error = await #expect(throws: DriverError.self) { try await app.setDeviceCondition("network", to: "underwater") }
        try await app.setDeviceCondition("network", to: "offline")
        await app.terminate()

        #expect(error?.code == .deviceConditionRefused)
        #expect(error?.refusal?.reason == .unsupportedCondition)
        #expect(error?.message.hasSuffix("unknown network condition 'underwater'; expected online, offline, slow or flaky") == true)
    }
}
