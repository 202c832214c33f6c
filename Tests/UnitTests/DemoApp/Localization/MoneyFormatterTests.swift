@testable import AppAutomation
@testable import DemoApp
@testable import TerminalUI
import Testing

@Suite("Money formatting")
struct MoneyFormatterTests {
    @Test(
        "amounts read as each locale writes them, thousands grouped from exactly 1,000 in English and Japanese and 10.000 in Spanish, not a cent below, with a minus sign below zero and none at zero",
        arguments: [
            (locale: AppLocale.en, cents: 1_200, text: "€12.00"),
            (locale: .es, cents: 1_200, text: "12,00 €"),
            (locale: .ja, cents: 1_200, text: "€12.00"),
            (locale: .en, cents: 5, text: "€0.05"),
            (locale: .es, cents: 5, text: "0,05 €"),
            (locale: .en, cents: 123_456, text: "€1,234.56"),
            (locale: .es, cents: 123_456, text: "1234,56 €"),
            (locale: .es, cents: 1_234_567, text: "12.345,67 €"),
            (locale: .en, cents: 123_456_789, text: "€1,234,567.89"),
            (locale: .es, cents: 123_456_789, text: "1.234.567,89 €"),
            (locale: .en, cents: -480, text: "-€4.80"),
            (locale: .es, cents: -480, text: "-4,80 €"),
            (locale: .en, cents: -1, text: "-€0.01"),
            (locale: .en, cents: 0, text: "€0.00"),
            (locale: .es, cents: 0, text: "0,00 €"),
            (locale: .en, cents: 1, text: "€0.01"),
            (locale: .en, cents: 99_999, text: "€999.99"),
            (locale: .en, cents: 100_000, text: "€1,000.00"),
            (locale: .ja, cents: 99_999, text: "€999.99"),
            (locale: .ja, cents: 100_000, text: "€1,000.00"),
            (locale: .es, cents: 999_999, text: "9999,99 €"),
            (locale: .es, cents: 1_000_000, text: "10.000,00 €"),
            (locale: .en, cents: -100_000, text: "-€1,000.00"),
            (locale: .es, cents: -1_000_000, text: "-10.000,00 €"),
        ])
    func formats(locale: AppLocale, cents: Int, text: String) {
        #expect(MoneyFormatter(locale: locale).string(Money(cents: cents)) == text)
    }
}
