@testable import AppAutomation
@testable import DemoApp
@testable import TerminalUI
import ScreenModel
import Testing

@Suite("Views every screen shares: amount rows and the key help")
struct CommonViewTests {
    @Test("an amount row keeps one blank cell between its caption and its amount, at the row's right end", arguments: [14, 15, 40])
    func amountRowLeavesAGap(width: Int) throws {
        let row = Rect(x: 3, y: 7, width: width, height: 1)

        let nodes = amountRow(caption: "Subtotal", amount: "$12.00", amountID: "subtotal", in: row)

        let caption = try #require(nodes.first).element.frame
        let amount = try #require(nodes.last).element.frame
        #expect(amount.maxX == row.maxX)
        #expect(amount.width == 6)
        #expect(caption.minX == row.minX)
        #expect(caption.maxX == amount.minX - 1)
    }

    @Test("the key help's Close button stays inside the box's border, however narrow the screen", arguments: [13, 14, 24, 80])
    func keyHelpCloseButtonInsideBorder(width: Int) throws {
        let area = Rect(x: 0, y: 0, width: width, height: 30)
        let context = ScreenContext(view: ViewContext(screenSize: area.size), strings: .english)

        let help = try #require(KeyHelpView.nodes(shown: true, onClose: {}, in: area, context: context).first)
        let close = try #require(help.children.first { $0.element.identifier == "keyHelpCloseButton" }).element.frame

        #expect(close.minX >= help.element.frame.minX + 2)
        #expect(close.maxX <= help.element.frame.maxX - 2)
        #expect(close.width > 0)
    }

    @Test(
        "the key list's box is its widest line plus border and space, from 24 to 56 columns, never wider than the screen",
        arguments: [(19, 100, 24), (20, 100, 24), (21, 100, 25), (51, 100, 55), (52, 100, 56), (53, 100, 56), (80, 100, 56), (52, 40, 40), (10, 20, 20)])
    func keyHelpWidth(widestLine: Int, screenWidth: Int, width: Int) {
        #expect(KeyHelpView.boxWidth(widestLine: widestLine, screenWidth: screenWidth) == width)
    }
}
