@testable import AppAutomation
@testable import DemoApp
import ScreenModel
@testable import TerminalUI
import Testing

/// A refused postcode's message names the rule it broke, in the app's language.
@Suite("Postcode messages")
struct PostcodeMessageTests {
    typealias Harness = ScreenLayoutTests.Harness

    @Test(
        "the error under the postcode names the rule that failed",
        arguments: [
            ("AB", AppLocale.en, "Needs at least 3 characters."),
            ("ABCDE", .en, "Needs at least one digit."),
            ("12345678901", .en, "Use at most 10 characters."),
            ("12#45", .en, "Use only letters, digits, spaces and dashes."),
            ("ABCDE", .es, "Necesita al menos una cifra."),
            ("ABCDE", .ja, "数字を1つ以上含めてください。"),
        ])
    func namesTheRule(postcode: String, locale: AppLocale, message: String) throws {
        let harness = try Harness(size: .standardTerminal, locale: locale)
        harness.fillCart()
        harness.tabs.select(.cart)
        harness.tabs.cart.checkout()
        let checkout = try #require({ if case let .checkout(checkout) = harness.tabs.cartStep { checkout } else { nil } }())
        for field in DeliveryAddress.Field.allCases {
            checkout.edit(field, .insert(field == .postcode ? postcode : Sample.address[field]))
        }

        checkout.pay()

        let tree = harness.host.currentTree(generation: 1)
        let error = try tree.resolve(ElementLocator(query: Query(steps: [.descendants(.staticText), .key("addressPostcodeError")]), pick: .only))
        #expect(error.element.label == message)
        #expect(tree.isHittable(at: error.path))
    }

    @Test("every rule has its own message in every language", arguments: [AppLocale.en, .es, .ja])
    func everyRuleWorded(locale: AppLocale) {
        let messages = DeliveryAddress.PostcodeRule.allCases.map(Strings.forLocale(locale).checkout.invalidPostcode)

        #expect(Set(messages).count == DeliveryAddress.PostcodeRule.allCases.count)
        #expect(messages.allSatisfy { !$0.isEmpty })
    }
}
