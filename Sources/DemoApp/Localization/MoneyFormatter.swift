/// Writes amounts the way each locale reads them: `€1,234.56` in English and
/// Japanese, `1234,56 €` and `12.345,67 €` in Spanish (which groups thousands only
/// from 10 000 on).
struct MoneyFormatter: Sendable {
    let locale: AppLocale

    func string(_ money: Money) -> String {
        let sign = money.cents < 0 ? "-" : ""
        let magnitude = abs(money.cents)
        let units = magnitude / 100
        let fraction = magnitude % 100
        let cents = (fraction < 10 ? "0" : "") + String(fraction)
        switch locale {
        case .en, .ja:
            return "\(sign)€\(Self.grouped(units, separator: ",", from: 1_000)).\(cents)"
        case .es:
            return "\(sign)\(Self.grouped(units, separator: ".", from: 10_000)),\(cents) €"
        }
    }

    /// `units` with `separator` between groups of three digits, when it is at least `threshold`.
    private static func grouped(_ units: Int, separator: String, from threshold: Int) -> String {
        let digits = String(units)
        guard units >= threshold else { return digits }
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return groups.joined(separator: separator)
    }
}
