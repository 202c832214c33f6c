@testable import Driver
import Testing

@Suite("Driver errors: how long a wait took, in words")
struct DurationWordingTests {
    @Test(
        "a duration reads in µs below a millisecond, in ms below a second, else in s, to one decimal",
        arguments: [
            (Duration.microseconds(999), "999 µs"),
            (.microseconds(1_000), "1 ms"),
            (.microseconds(12_400), "12.4 ms"),
            (.microseconds(999_000), "999 ms"),
            (.seconds(1), "1 s"),
            (.milliseconds(1_250), "1.3 s"),
            (.seconds(30), "30 s"),
        ] as [(Duration, String)])
    func readable(duration: Duration, text: String) {
        #expect(duration.readable == text)
    }
}
