/// Writes dates the way each locale reads them: `14 Mar 2025`, `14 mar 2025`, `2025年3月14日`.
struct DayFormatter: Sendable {
    let locale: AppLocale

    private static let englishMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    private static let spanishMonths = ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"]

    func string(_ day: CalendarDay) -> String {
        switch locale {
        case .en: "\(day.day) \(Self.englishMonths[day.month - 1]) \(day.year)"
        case .es: "\(day.day) \(Self.spanishMonths[day.month - 1]) \(day.year)"
        case .ja: "\(day.year)年\(day.month)月\(day.day)日"
        }
    }
}
