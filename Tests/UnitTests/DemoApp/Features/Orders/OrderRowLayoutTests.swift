@testable import AppAutomation
@testable import DemoApp
import ScreenModel
@testable import TerminalUI
import Testing

/// What an order's row shows at each width: its date and size only where they fit
/// between its number and its total.
@Suite("An order's row")
struct OrderRowLayoutTests {
    let repository = FakeOrderRepository()

    /// The first order's row on a screen `width` columns wide: its texts' labels and frames.
    private func row(width: Int) throws -> [(label: String, frame: Rect)] {
        let model = OrdersViewModel(repository: repository, signedInUser: FakeSignedInUserStore(Sample.user), alerts: AlertViewModel()) {}
        model.appear()
        try repository.listRequests.answer(.success([Sample.order(number: 1001)]))
        let context = ScreenContext(view: ViewContext(screenSize: Size(width: width, height: 24)), strings: .english)
        let nodes = OrdersView.nodes(model, in: Rect(x: 0, y: 0, width: width, height: 24), context: context)
        let cell = try #require(nodes.lazy.compactMap { $0.firstNode { $0.element.identifier == "orderCell_0" } }.first)
        return cell.children.map { ($0.element.label, $0.element.frame) }
    }

    @Test("the details are shown from the width that leaves two columns between them and the total, and left out one column narrower")
    func detailsNeedTwoColumnsBeforeTheTotal() throws {
        let rows = try (Size.minimumScreen.width...80).map { width in (width: width, texts: try row(width: width)) }

        let widest = try #require(rows.last)
        try #require(widest.texts.count == 3, "80 columns show the details: \(widest.texts)")
        let narrowest = try #require(rows.first { $0.texts.count == 3 })
        let details = narrowest.texts[1].frame, total = narrowest.texts[2].frame
        let narrower = try #require(rows.first { $0.width == narrowest.width - 1 })

        #expect(total.minX - details.maxX == 2, "at \(narrowest.width) columns: details \(details), total \(total)")
        #expect(narrower.texts.count == 2, "at \(narrower.width) columns: \(narrower.texts)")
        #expect(rows.allSatisfy { $0.width < narrowest.width ? $0.texts.count == 2 : $0.texts.count == 3 })
    }
}
