/// An amount of euros held in whole cents, so sums never drift by a fraction.
struct Money: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The amount in cents; negative for a reduction.
    var cents: Int

    init(cents: Int) {
        self.cents = cents
    }

    static let zero = Money(cents: 0)

    static func + (lhs: Money, rhs: Money) -> Money { Money(cents: lhs.cents + rhs.cents) }
    static func - (lhs: Money, rhs: Money) -> Money { Money(cents: lhs.cents - rhs.cents) }
    static prefix func - (amount: Money) -> Money { Money(cents: -amount.cents) }
    static func * (amount: Money, count: Int) -> Money { Money(cents: amount.cents * count) }
    static func += (lhs: inout Money, rhs: Money) { lhs = lhs + rhs }
    static func < (lhs: Money, rhs: Money) -> Bool { lhs.cents < rhs.cents }

    /// `percent` per cent of the amount, rounded to the nearest cent, halves away from zero.
    func percentage(_ percent: Int) -> Money {
        let scaled = cents * percent
        let rounded = (abs(scaled) + 50) / 100
        return Money(cents: scaled < 0 ? -rounded : rounded)
    }

    /// Splits the amount into shares proportional to `weights` that add up to it exactly.
    ///
    /// Each share gets its exact proportion rounded down; the cents left over go, one
    /// each, to the shares that lost the largest remainders (ties to the earliest), so
    /// no cent is lost or invented. With no positive weight, the amount is split evenly.
    func allocated(proportionallyTo weights: [Int]) -> [Money] {
        guard !weights.isEmpty else { return [] }
        let clamped = weights.map { max(0, $0) }
        let totalWeight = clamped.reduce(0, +)
        let effective = totalWeight == 0 ? Array(repeating: 1, count: clamped.count) : clamped
        let weightSum = effective.reduce(0, +)
        let sign = cents < 0 ? -1 : 1
        let magnitude = abs(cents)
        var shares = effective.map { magnitude * $0 / weightSum }
        let remainders = effective.map { magnitude * $0 % weightSum }
        let leftover = magnitude - shares.reduce(0, +)
        let order = remainders.indices.sorted { remainders[$0] != remainders[$1] ? remainders[$0] > remainders[$1] : $0 < $1 }
        for index in order.prefix(leftover) { shares[index] += 1 }
        return shares.map { Money(cents: sign * $0) }
    }

    /// `12.34`, for logs and test failures; screens use `MoneyFormatter`.
    var description: String {
        let sign = cents < 0 ? "-" : ""
        let magnitude = abs(cents)
        let fraction = magnitude % 100
        return "\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

extension Sequence where Element == Money {
    /// The sum of the amounts.
    func sum() -> Money {
        reduce(.zero, +)
    }
}
