import ScreenModel
import TerminalUI
import Testing

@Suite("Navigation bar")
struct NavigationBarTests {
    @Test("the title is centred on the bar and clear of the back button wherever the bar starts", arguments: [0, 7, 30])
    func titleCentredBesideBackButton(left: Int) throws {
        let area = Rect(x: left, y: 3, width: 40, height: 10)

        let bar = NavigationBarView.node(id: "bar", title: "Basket", titleID: "title", in: area, back: (label: "Back", action: {}))

        let back = try #require(bar.children.first(where: { $0.element.identifier == "backButton" }))
        let title = try #require(bar.children.first(where: { $0.element.identifier == "title" }))
        #expect(back.element.frame.minX == left + 1)
        #expect(title.element.frame.width == 6)
        #expect(title.element.frame.minX > back.element.frame.maxX)
        #expect(abs((title.element.frame.minX + title.element.frame.maxX) - (area.minX + area.maxX)) <= 1, "title \(title.element.frame) in bar \(bar.element.frame)")
    }

    @Test("a back button wider than the bar is cut to end at the bar's right edge, one in from its left; a narrower one keeps its width", arguments: [0, 7])
    func backButtonStaysInsideTheBar(left: Int) throws {
        let area = Rect(x: left, y: 0, width: 12, height: 5)

        let long = NavigationBarView.node(id: "bar", title: "T", titleID: "title", in: area, back: (label: "Back to the basket", action: {}))
        let short = NavigationBarView.node(id: "bar", title: "T", titleID: "title", in: area, back: (label: "Back", action: {}))

        let cut = try #require(long.children.first(where: { $0.element.identifier == "backButton" })).element.frame
        let whole = try #require(short.children.first(where: { $0.element.identifier == "backButton" })).element.frame
        #expect(cut == Rect(x: left + 1, y: 0, width: 11, height: 1))
        #expect(cut.maxX == area.maxX)
        #expect(whole.minX == left + 1 && whole.width < 11)
    }
}
