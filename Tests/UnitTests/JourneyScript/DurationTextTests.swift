@testable import JourneyScript
import Testing

@Suite("Durations as scripts and reports write them")
struct DurationTextTests {
    @Test(
        "a script's duration is whole seconds where it can be, else milliseconds below a second, else decimal seconds",
        arguments: [
            (Duration.milliseconds(500), "500ms"),
            (.milliseconds(999), "999ms"),
            (.seconds(1), "1s"),
            (.milliseconds(1_500), "1.5s"),
            (.seconds(30), "30s"),
        ] as [(Duration, String)])
    func scriptText(duration: Duration, text: String) {
        #expect(duration.scriptText == text)
    }

    @Test(
        "a duration for a person reads in µs, ms or s, to one decimal",
        arguments: [
            (Duration.microseconds(85), "85 µs"),
            (.microseconds(1_000), "1 ms"),
            (.microseconds(12_400), "12.4 ms"),
            (.seconds(1), "1 s"),
            (.milliseconds(1_250), "1.3 s"),
            (.seconds(90), "90 s"),
        ] as [(Duration, String)])
    func readable(duration: Duration, text: String) {
        #expect(duration.readable == text)
    }
}
