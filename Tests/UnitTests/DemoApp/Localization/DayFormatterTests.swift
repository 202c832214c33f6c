@testable import AppAutomation
@testable import DemoApp
@testable import TerminalUI
import Testing

@Suite("Date formatting")
struct DayFormatterTests {
    @Test(
        "dates read as each locale writes them",
        arguments: [
            (locale: AppLocale.en, text: "2 Jun 2025"),
            (locale: .es, text: "2 jun 2025"),
            (locale: .ja, text: "2025年6月2日"),
        ])
    func formats(locale: AppLocale, text: String) {
        #expect(DayFormatter(locale: locale).string(Sample.day) == text)
    }
}
