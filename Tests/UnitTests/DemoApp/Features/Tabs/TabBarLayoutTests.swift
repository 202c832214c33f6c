@testable import DemoApp
@testable import TerminalUI
import ScreenModel
import Testing

/// Where the tab bar's buttons go: one row when every button fits its quarter of the
/// screen, the cart's with room for a badge of three digits; two rows of two otherwise.
@Suite("Tab bar layout")
struct TabBarLayoutTests {
    static func height(width: Int) -> Int {
        TabBarView.height(width: width, context: ScreenContext(view: ViewContext(screenSize: Size(width: width, height: 24)), strings: .english))
    }

    @Test("in English the cart's button and a badge of three digits need a slot of 13 columns: one row from 52 columns, two rows at 51")
    func oneRowFromTheCartsSlot() {
        let cart = buttonWidth("Cart") + 4 + 1
        #expect(cart == 13)
        #expect(Self.height(width: 4 * cart) == 2, "the rule and one row")
        #expect(Self.height(width: 4 * cart - 1) == 3, "the rule and two rows")
        #expect(Self.height(width: 80) == 2)
    }
}
