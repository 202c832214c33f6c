@testable import AppAutomation
@testable import DemoApp
@testable import TerminalUI
import Testing

@Suite("Calendar day")
struct CalendarDayTests {
    @Test("a day survives writing and reading as ISO text")
    func isoRoundTrip() throws {
        let day = try #require(CalendarDay(year: 2025, month: 3, day: 4))

        #expect(day.iso == "2025-03-04")
        #expect(CalendarDay(iso: day.iso) == day)
    }

    @Test("text that is not a plausible date is refused", arguments: ["2025-13-01", "2025-1-1", "25-01-01", "2025-01-32", "", "2025/01/01"])
    func refusesBadText(text: String) {
        #expect(CalendarDay(iso: text) == nil)
    }
}
