@testable import AppAutomation
@testable import DemoApp
@testable import TerminalUI
import Testing

/// Counts are written out here, not computed from the app's tables: a wrong plural in
/// any language fails.
@Suite("Counts in every language")
struct CountWordingTests {
    @Test(
        "the shop's product count, singular only for one",
        arguments: [
            (AppLocale.en, 0, "0 products"), (.en, 1, "1 product"), (.en, 2, "2 products"), (.en, 35, "35 products"),
            (.es, 0, "0 productos"), (.es, 1, "1 producto"), (.es, 2, "2 productos"),
            (.ja, 0, "0件の商品"), (.ja, 1, "1件の商品"), (.ja, 35, "35件の商品"),
        ])
    func productCount(locale: AppLocale, count: Int, text: String) {
        #expect(Strings.forLocale(locale).shop.resultCount(count) == text)
    }

    @Test(
        "an order's item count, singular only for one",
        arguments: [
            (AppLocale.en, 0, "0 items"), (.en, 1, "1 item"), (.en, 6, "6 items"),
            (.es, 0, "0 artículos"), (.es, 1, "1 artículo"), (.es, 3, "3 artículos"),
            (.ja, 0, "0点"), (.ja, 1, "1点"), (.ja, 6, "6点"),
        ])
    func itemCount(locale: AppLocale, count: Int, text: String) {
        #expect(Strings.forLocale(locale).orders.itemCount(count) == text)
    }
}
