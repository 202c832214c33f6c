import AppAutomation
import Glibc

/// Wall-clock time that moves with the app's clock, so due dates pass when the driver
/// advances a virtual clock exactly as they do when real time passes.
struct TodoCalendar {
    /// The clock the app's timers run on.
    let clock: any AppClock
    /// The time, in seconds since 1970, when the clock read `startMilliseconds`.
    let startSeconds: Int
    let startMilliseconds: Int
    /// Whether times are shown in UTC (under test) or local time.
    let usesUTC: Bool

    /// The system's time and time zone.
    static func system(_ clock: any AppClock) -> TodoCalendar {
        TodoCalendar(clock: clock, startSeconds: time(nil), startMilliseconds: clock.now, usesUTC: false)
    }

    /// Monday 5 January 2026, 09:00 UTC, whenever the app starts: what journeys see.
    static func testing(_ clock: any AppClock) -> TodoCalendar {
        TodoCalendar(clock: clock, startSeconds: 1_767_603_600, startMilliseconds: clock.now, usesUTC: true)
    }

    /// The time now, in seconds since 1970.
    var now: Int { startSeconds + (clock.now - startMilliseconds) / 1000 }

    /// Milliseconds of the app's clock from now until `seconds` (0 if it has passed).
    func milliseconds(until seconds: Int) -> Int {
        max(0, (seconds - startSeconds) * 1000 + startMilliseconds - clock.now)
    }

    /// `seconds` as a person reads it: `Jan 5 09:10`.
    func text(_ seconds: Int) -> String {
        var value = time_t(seconds)
        var parts = tm()
        if usesUTC { gmtime_r(&value, &parts) } else { localtime_r(&value, &parts) }
        var buffer = [CChar](repeating: 0, count: 32)
        let count = strftime(&buffer, buffer.count, "%b %-d %H:%M", &parts)
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
