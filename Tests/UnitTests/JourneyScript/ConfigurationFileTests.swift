import JourneyScript
import Testing

@Suite("Configurations")
struct ConfigurationFileTests {
    @Test("a configurations file names launch arguments, one configuration a line")
    func parsesFile() throws {
        let source = """
            # Extra configurations for CI.
            tiny-es: --terminal-size 30x12 --locale es   # smallest supported
            state: --state-dir "/tmp/with space"

            """

        let configurations = try ConfigurationFile.parse(source, file: "journeys/configs.txt")

        #expect(
            configurations == [
                LaunchConfiguration(name: "tiny-es", arguments: ["--terminal-size", "30x12", "--locale", "es"]),
                LaunchConfiguration(name: "state", arguments: ["--state-dir", "/tmp/with space"]),
            ])
    }

    @Test("a line without a name and colon is an error at its line and column")
    func missingName() {
        #expect {
            try ConfigurationFile.parse("ok: --locale es\n  --locale ja\n", file: "configs.txt")
        } throws: { error in
            let error = (error as? ScriptErrors)?.errors.first
            return error?.line == 2 && error?.column == 3
                && error?.problem == .expected("a configuration name and a colon, as in es: --locale es", found: "'--locale'")
        }
    }

    @Test("the built-in configurations cover locales, terminal sizes and networks")
    func builtIn() {
        let names = LaunchConfiguration.builtIn.map(\.name)

        #expect(names == ["default", "en", "es", "ja", "small", "large", "slow-network", "flaky-network"])
        #expect(LaunchConfiguration.builtIn.first { $0.name == "small" }?.arguments == ["--terminal-size", "40x20"])
    }
}
