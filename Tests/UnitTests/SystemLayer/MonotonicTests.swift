import SystemLayer
import Testing

@Suite("Monotonic clock")
struct MonotonicTests {
    @Test("adding a duration moves the instant by it, and a negative duration by nothing")
    func adding() {
        let start = Monotonic(nanoseconds: 1_000)

        let later = start + .nanoseconds(999)
        let earlier = start + .nanoseconds(-5)

        #expect(later.nanoseconds == 1_999)
        #expect(earlier == start)
    }

    @Test("the time since an earlier instant is the difference, and zero since a later one")
    func since() {
        let a = Monotonic(nanoseconds: 5_000), b = Monotonic(nanoseconds: 7_000)

        #expect(b.since(a) == .nanoseconds(2_000))
        #expect(a.since(b) == .zero)
        #expect(a.since(a) == .zero)
    }

    @Test("milliseconds until a deadline round up, so a poll never wakes early; a passed deadline is 0")
    func millisecondsFromNow() {
        let soon = Monotonic.now + .microseconds(1)
        let later = Monotonic.now + .seconds(10)
        let past = Monotonic(nanoseconds: 0)

        #expect(soon.millisecondsFromNow <= 1)
        #expect(later.millisecondsFromNow > 9_000 && later.millisecondsFromNow <= 10_000)
        #expect(past.millisecondsFromNow == 0)
        #expect(past.hasPassed)
        #expect(!later.hasPassed)
    }
}
