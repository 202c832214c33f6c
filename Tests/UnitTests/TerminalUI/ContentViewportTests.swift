@testable import AppAutomation
@testable import DemoApp
import ScreenModel
@testable import TerminalUI
import Testing

/// A screen too small for its content says so and says how to see the rest, instead of
/// leaving controls out in silence; and a terminal too small for the app says that.
@Suite("Content that does not fit")
struct ContentViewportTests {
    typealias Harness = ScreenLayoutTests.Harness

    struct NotAtCheckout: Error {}

    private func element(_ identifier: String, in tree: ElementTree) -> ElementSnapshot? {
        try? tree.resolve(ElementLocator(query: Query(steps: [.descendants(.any), .identifier(identifier)]), pick: .only)).element
    }

    /// Checkout with every field's problem showing, on a screen too short for all of it.
    private func crampedCheckout(height: Int = 16) throws -> Harness {
        let harness = try Harness(size: Size(width: 40, height: height), locale: .en)
        harness.fillCart()
        harness.tabs.select(.cart)
        harness.tabs.cart.checkout()
        guard case let .checkout(checkout) = harness.tabs.cartStep else { throw NotAtCheckout() }
        checkout.pay()
        return harness
    }

    @Test("content cut off at the bottom says there is more, and how to see it: Page Down, or a taller terminal")
    func saysThereIsMore() throws {
        let harness = try crampedCheckout()

        let tree = harness.host.currentTree(generation: 1)

        let notice = try tree.resolve(ElementLocator(query: Query(steps: [.descendants(.staticText), .key("moreContentLabel")]), pick: .only))
        #expect(element("checkout.pay", in: tree) == nil)
        #expect(notice.element.label == "▼ More below: PgDn, or 20+ rows")
        #expect(
            notice.element.frame.minX == 1 && notice.element.frame.width == 38 && notice.element.frame.height == 1,
            "one row, one column in from each side of the 40-column screen: \(notice.element.frame)")
        #expect(tree.isHittable(at: notice.path))
        // The promise holds: at 20 rows everything fits.
        let taller = try crampedCheckout(height: 20).host.currentTree(generation: 1)
        #expect(element("moreContentLabel", in: taller) == nil)
        #expect(element("checkout.pay", in: taller) != nil)
    }

    @Test("Page Down scrolls the screen to what was cut off, Page Up back; another screen starts at the top")
    func pageDownRevealsTheRest() throws {
        let harness = try crampedCheckout()
        _ = harness.host.currentTree(generation: 1)

        _ = harness.host.perform(.press(.pageDown))
        _ = harness.host.perform(.press(.pageDown))
        let bottom = harness.host.currentTree(generation: 2)
        _ = harness.host.perform(.press(.pageUp))
        _ = harness.host.perform(.press(.pageUp))
        let top = harness.host.currentTree(generation: 3)

        let pay = try bottom.resolve(ElementLocator(query: Query(steps: [.descendants(.button), .key("checkout.pay")]), pick: .only))
        #expect(bottom.isHittable(at: pay.path))
        #expect(element("moreContentLabel", in: bottom)?.label == "▲ More above: PgUp")
        #expect(element("checkoutTitle", in: top) != nil)
        #expect(element("moreContentLabel", in: top)?.label.hasPrefix("▼ More below") == true)
    }

    @Test("a screen whose content fits says nothing more", arguments: [Size(width: 80, height: 24), Size(width: 40, height: 20)])
    func fittingScreens(size: Size) throws {
        let harness = try Harness(size: size, locale: .en)
        harness.fillCart()
        harness.tabs.select(.cart)

        #expect(element("moreContentLabel", in: harness.host.currentTree(generation: 1)) == nil)
    }

    @Test(
        "--terminal-size and a real terminal agree on the least the app draws in",
        arguments: [
            (Size(width: 19, height: 10), false), (Size(width: 20, height: 9), false), (Size(width: 20, height: 10), true),
        ])
    func minimumSize(size: Size, drawn: Bool) throws {
        let harness = try Harness(size: size, locale: .en)
        let accepted = try? ShopLaunchParser(allowsTestFlags: true)
            .parse(arguments: ["--terminal-size", "\(size.width)x\(size.height)"], environment: [:])

        let tree = harness.host.currentTree(generation: 1)

        #expect((accepted != nil) == drawn)
        #expect((element("dashboardTitle", in: tree) != nil) == drawn)
        #expect((element("terminalTooSmallLabel_0", in: tree) == nil) == drawn)
    }
}
