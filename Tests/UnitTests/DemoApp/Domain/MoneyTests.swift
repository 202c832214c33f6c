@testable import AppAutomation
@testable import DemoApp
@testable import TerminalUI
import Testing

@Suite("Money")
struct MoneyTests {
    @Test("adding, subtracting and multiplying work in whole cents")
    func arithmetic() {
        let price = Money(cents: 1_999)

        let total = price * 3 + Money(cents: 3) - Money(cents: 1)

        #expect(total == Money(cents: 5_999))
    }

    @Test("a sequence of amounts sums to their total")
    func sum() {
        let amounts = [Money(cents: 1), Money(cents: 250), Money(cents: -51)]

        #expect(amounts.sum() == Money(cents: 200))
    }

    @Test(
        "percentages round to the nearest cent, halves away from zero",
        arguments: [
            (cents: 2_400, percent: 20, expected: 480),
            (cents: 999, percent: 20, expected: 200),  // 199.8
            (cents: 1_001, percent: 15, expected: 150),  // 150.15
            (cents: 10, percent: 25, expected: 3),  // 2.5 rounds up
            (cents: -10, percent: 25, expected: -3),  // -2.5 rounds away from zero
            (cents: 0, percent: 20, expected: 0),
            (cents: 12_345, percent: 100, expected: 12_345),
        ])
    func percentage(cents: Int, percent: Int, expected: Int) {
        #expect(Money(cents: cents).percentage(percent) == Money(cents: expected))
    }

    @Test("a split gives each share its proportion, the leftover cents to the largest remainders")
    func splitByLargestRemainder() {
        let shares = Money(cents: 100).allocated(proportionallyTo: [1, 1, 1])

        #expect(shares == [Money(cents: 34), Money(cents: 33), Money(cents: 33)])
    }

    @Test("a split follows the weights")
    func splitFollowsWeights() {
        let shares = Money(cents: 480).allocated(proportionallyTo: [1_200, 1_200])

        #expect(shares == [Money(cents: 240), Money(cents: 240)])
    }

    @Test(
        "shares always add up to the amount, to the cent",
        arguments: [
            (cents: 1, weights: [1, 1, 1]),
            (cents: 997, weights: [3, 7, 11, 13]),
            (cents: 12_345, weights: [8_999, 1, 1]),
            (cents: -1_001, weights: [2, 3]),
            (cents: 500, weights: [0, 0]),
            (cents: 71, weights: [100, 0, 50]),
        ])
    func sharesAddUp(cents: Int, weights: [Int]) {
        let shares = Money(cents: cents).allocated(proportionallyTo: weights)

        #expect(shares.count == weights.count)
        #expect(shares.sum() == Money(cents: cents))
    }

    @Test("a share never differs from its exact proportion by a cent or more")
    func sharesStayWithinACent() {
        let weights = [3, 7, 11, 13]
        let amount = 997

        let shares = Money(cents: amount).allocated(proportionallyTo: weights)

        for (share, weight) in zip(shares, weights) {
            let exactTimesWeightSum = amount * weight
            #expect(abs(share.cents * 34 - exactTimesWeightSum) < 34)
        }
    }

    @Test("a weight of zero gets nothing while others have weight")
    func zeroWeightGetsNothing() {
        let shares = Money(cents: 71).allocated(proportionallyTo: [100, 0, 50])

        #expect(shares[1] == .zero)
    }

    @Test("splitting over no weights gives no shares")
    func splitOverNothing() {
        #expect(Money(cents: 100).allocated(proportionallyTo: []).isEmpty)
    }
}
