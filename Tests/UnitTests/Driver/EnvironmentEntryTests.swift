import AutomationChannel
import SystemLayer
import Testing

/// How the driver reads its own environment to hand down to the apps it launches.
@Suite("Environment entries")
struct EnvironmentEntryTests {
    func entry(_ text: String) -> (name: String, value: String)? {
        Array(text.utf8).withUnsafeBufferPointer { environmentEntry($0) }
    }

    @Test("an entry splits at its first '=': the value keeps the rest, any '=' included")
    func splitsAtTheFirstEquals() {
        #expect(entry("PATH=/usr/bin:/bin").map { [$0.name, $0.value] } == ["PATH", "/usr/bin:/bin"])
        #expect(entry("OPTIONS=a=1,b=2").map { [$0.name, $0.value] } == ["OPTIONS", "a=1,b=2"])
        #expect(entry("EMPTY=").map { [$0.name, $0.value] } == ["EMPTY", ""])
        #expect(entry("=value").map { [$0.name, $0.value] } == ["", "value"])
    }

    @Test("text beyond ASCII comes through whole, and an entry without '=' is no variable")
    func unicodeAndMalformedEntries() {
        #expect(entry("GREETING=こんにちは=é").map { [$0.name, $0.value] } == ["GREETING", "こんにちは=é"])
        #expect(entry("NOEQUALS") == nil)
        #expect(entry("") == nil)
    }

    @Test("the whole environment reads as the variables the process has")
    func currentEnvironmentReadsTheProcess() throws {
        let environment = currentEnvironment()
        // Every process started by a shell or SwiftPM has a PATH; getenv is the reference.
        let path = try #require(getenvString("PATH"))
        #expect(environment["PATH"] == path)
        #expect(environment.isEmpty == false)
    }

    private func getenvString(_ name: String) -> String? {
        Posix.environmentValue(name)
    }
}
