import SystemLayer

extension DaySource {
    /// Today in the machine's time zone: the ordinary composition's calendar.
    static let system = DaySource {
        let today = Posix.localDate
        return CalendarDay(year: today.year, month: today.month, day: today.day) ?? CalendarDay(year: 2000, month: 1, day: 1)!
    }
}
