@testable import AppAutomation
@testable import DemoApp
import ScreenModel
@testable import TerminalUI
import Testing

@Suite("Scroll position")
struct ScrollPositionTests {
    @Test("swiping up past the end stops at the last page")
    func clampsAtEnd() {
        var position = ScrollPosition()

        for _ in 0..<10 { position.scroll(.up, visibleRows: 10, rowCount: 30) }

        #expect(position.clampedFirstRow(visibleRows: 10, rowCount: 30) == 20)
    }

    @Test("swiping down from the top stays at the top")
    func clampsAtTop() {
        var position = ScrollPosition()

        position.scroll(.down, visibleRows: 10, rowCount: 30)

        #expect(position.clampedFirstRow(visibleRows: 10, rowCount: 30) == 0)
    }

    @Test("revealing a row below scrolls just far enough to show it last")
    func revealBelow() {
        var position = ScrollPosition()

        position.reveal(14, visibleRows: 10, rowCount: 30)

        #expect(position.clampedFirstRow(visibleRows: 10, rowCount: 30) == 5)
    }

    @Test("revealing a row already shown does not move")
    func revealVisible() {
        var position = ScrollPosition()
        position.scroll(.up, visibleRows: 10, rowCount: 30)

        position.reveal(12, visibleRows: 10, rowCount: 30)

        #expect(position.clampedFirstRow(visibleRows: 10, rowCount: 30) == 9)
    }

    @Test("a list that fits never scrolls")
    func shortListDoesNotScroll() {
        var position = ScrollPosition()

        position.scroll(.up, visibleRows: 10, rowCount: 4)

        #expect(position.clampedFirstRow(visibleRows: 10, rowCount: 4) == 0)
    }
}
