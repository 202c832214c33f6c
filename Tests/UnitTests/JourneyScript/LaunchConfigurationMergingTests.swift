import JourneyScript
import Testing

@Suite("Configurations over a journey's launch arguments")
struct LaunchConfigurationMergingTests {
    @Test("a configuration's flags come after the journey's")
    func addsAfter() {
        let merged = LaunchConfiguration(name: "es", arguments: ["--locale", "es"]).arguments(over: ["--uitesting", "--network", "offline"])

        #expect(merged.arguments == ["--uitesting", "--network", "offline", "--locale", "es"])
        #expect(merged.configurationIndices == [0, 1])
        #expect(merged.overridden.isEmpty)
    }

    @Test(
        "a flag the journey sets is left out with its value, in either spelling, and named",
        arguments: [
            ["--network", "offline"], ["--network=offline"],
        ])
    func journeyWins(journeyFlag: [String]) {
        let configuration = LaunchConfiguration(name: "slow", arguments: ["--network", "slow", "--clock=virtual", "--locale", "ja"])

        let merged = configuration.arguments(over: ["--uitesting"] + journeyFlag + ["--clock", "real"])

        #expect(merged.arguments == ["--uitesting"] + journeyFlag + ["--clock", "real", "--locale", "ja"])
        #expect(merged.configurationIndices == [3, 4])
        #expect(
            merged.overridden.map(\.description) == [
                "--network slow is not applied: the journey sets \(journeyFlag.joined(separator: " ")) itself",
                "--clock=virtual is not applied: the journey sets --clock real itself",
            ])
    }

    @Test(
        "a language the journey chooses the iOS way is not undone by a language configuration, and the reverse",
        arguments: [
            (configuration: ["--locale", "es"], journey: ["-AppleLanguages", "(ja)"]),
            (configuration: ["-AppleLanguages", "(es)"], journey: ["--locale", "ja"]),
        ])
    func synonymousFlagsAreOneSetting(configuration: [String], journey: [String]) {
        let merged = LaunchConfiguration(name: "es", arguments: configuration).arguments(over: ["--uitesting"] + journey)

        #expect(merged.arguments == ["--uitesting"] + journey)
        #expect(
            merged.overridden.map(\.description) == [
                "\(configuration.joined(separator: " ")) is not applied: the journey sets \(journey.joined(separator: " ")) itself"
            ])
    }

    @Test("a flag without a value followed by another flag stands alone")
    func flagsWithoutValues() {
        let merged = LaunchConfiguration(name: "reset", arguments: ["--reset-state", "--mock-orders"]).arguments(over: ["--reset-state"])

        #expect(merged.arguments == ["--reset-state", "--mock-orders"])
        #expect(merged.overridden.map(\.configuration) == [["--reset-state"]])
    }
}
