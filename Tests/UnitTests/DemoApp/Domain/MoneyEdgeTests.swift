@testable import AppAutomation
@testable import DemoApp
@testable import TerminalUI
import Testing

@Suite("Money at its edges")
struct MoneyEdgeTests {
    @Test("a leftover cent goes to the share with the largest remainder, even when it is not the first")
    func leftoverToLargestRemainderNotFirst() {
        // 10 × 1/3 = 3.33 and 10 × 2/3 = 6.67: the second lost more, so it gets the cent.
        #expect(Money(cents: 10).allocated(proportionallyTo: [1, 2]) == [Money(cents: 3), Money(cents: 7)])
    }

    @Test("equal remainders give leftover cents to the earliest shares")
    func tiesToTheEarliest() {
        #expect(Money(cents: 5).allocated(proportionallyTo: [1, 1, 1]) == [Money(cents: 2), Money(cents: 2), Money(cents: 1)])
    }

    @Test(
        "an amount writes itself with a sign only when it is negative",
        arguments: [
            (0, "0.00"), (5, "0.05"), (-5, "-0.05"), (1_234, "12.34"), (-100, "-1.00"), (10, "0.10"),
        ])
    func description(cents: Int, text: String) {
        #expect(Money(cents: cents).description == text)
    }
}
