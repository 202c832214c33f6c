import Glibc

extension DaySource {
    /// Today in the machine's time zone: the ordinary composition's calendar.
    static let system = DaySource {
        var seconds = time(nil)
        var parts = tm()
        localtime_r(&seconds, &parts)
        return CalendarDay(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
            ?? CalendarDay(year: 2000, month: 1, day: 1)!
    }
}
