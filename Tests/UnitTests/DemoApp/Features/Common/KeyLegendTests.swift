@testable import AppAutomation
@testable import DemoApp
import ScreenModel
@testable import TerminalUI
import Testing

/// The last row of every screen names the keys that work there, in the app's language,
/// as part of the tree, so a test reads the legend a person reads.
@Suite("Key legend")
struct KeyLegendTests {
    typealias Harness = ScreenLayoutTests.Harness

    private func legend(_ harness: Harness) throws -> ElementSnapshot {
        try harness.host.currentTree(generation: 1)
            .resolve(ElementLocator(query: Query(steps: [.descendants(.staticText), .key("keyLegend")]), pick: .only)).element
    }

    @Test(
        "each screen's legend offers the keys that work there",
        arguments: [
            ("sign-in", " Tab next  Enter select  F1 keys  ^C quit"),
            ("shop", " Tab next  Enter select  ^T tabs  F1 keys  ^C quit"),
            ("product", " Tab next  Enter select  Esc back  ^T tabs  ? keys  q quit"),
            ("profile", " Tab next  Enter select  ^T tabs  ? keys  q quit"),
            ("an alert", " Tab next  Enter select  Esc back  ^T tabs  ? keys  q quit"),
        ])
    func legendPerScreen(screen: String, expected: String) throws {
        let harness = try Harness(size: .standardTerminal, locale: .en, user: screen == "sign-in" ? nil : Sample.user)
        switch screen {
        case "product": harness.tabs.shop.select(0)
        case "profile": harness.tabs.select(.profile)
        case "an alert": harness.model.alerts.present(.serverError) {}
        default: break
        }

        let line = try legend(harness)
        let screenText = ScreenRenderer.render(harness.host.currentTree(generation: 2))

        #expect(" " + line.label == expected)
        #expect(line.frame.minY == 23)
        #expect(screenText.lines.last == expected)
    }

    @Test(
        "the legend speaks the app's language",
        arguments: [
            (AppLocale.es, "Tab siguiente  Enter elegir  ^T pestañas  F1 teclas  ^C salir"),
            (.ja, "Tab 次へ  Enter 決定  ^T タブ  F1 キー一覧  ^C 終了"),
        ])
    func localised(locale: AppLocale, expected: String) throws {
        #expect(try legend(Harness(size: .standardTerminal, locale: locale)).label == expected)
    }

    @Test("on a narrow screen the legend keeps the keys for help and quitting, and drops the rest first")
    func narrow() throws {
        let harness = try Harness(size: Size(width: 30, height: 20), locale: .en)
        harness.tabs.shop.select(0)

        #expect(try legend(harness).label == "Tab next  ? keys  q quit")
    }
}
