@testable import AppAutomation
@testable import DemoApp
import ScreenModel
@testable import TerminalUI
import Testing

/// Cancelling a failed request's alert leaves a screen that says what did not happen,
/// why, and how to try again; trying again clears it.
@Suite("After a failed request's alert is cancelled")
struct RecoveryAfterCancelTests {
    typealias Harness = ScreenLayoutTests.Harness

    /// A screen whose request fails, and how to get it there.
    struct Scenario: Sendable, CustomTestStringConvertible {
        let name: String
        let guest: Bool
        /// Starts the request that will fail, and fails it with `failure`.
        let fail: @Sendable (Harness, RequestFailure) throws -> Void
        /// The labels the screen must show afterwards, by identifier.
        let expected: [String: String]
        /// The button that tries again.
        let retry: String

        var testDescription: String { name }
    }

    static let scenarios = [
        Scenario(
            name: "shop", guest: false,
            fail: { harness, failure in
                harness.tabs.shop.editSearch(.insert("mug"))
                harness.tabs.shop.search()
                try harness.catalog.requests.answer(.failure(failure))
            }, expected: ["catalogFailedLabel": "Products did not load: you're offline.", "catalogRetryButton": "Try Again"],
            retry: "catalogRetryButton"),
        Scenario(
            name: "orders", guest: false,
            fail: { harness, failure in
                harness.tabs.select(.orders)
                try harness.orders.listRequests.answer(.failure(failure))
            }, expected: ["ordersFailedLabel": "Your orders did not load: you're offline.", "ordersRetryButton": "Try Again"],
            retry: "ordersRetryButton"),
        Scenario(
            name: "sign-in", guest: true,
            fail: { harness, failure in
                guard case let .login(login) = harness.model.screen else { return }
                login.editEmail(.insert("user@example.com"))
                login.editPassword(.insert("securePass1"))
                login.submit()
                try harness.auth.requests.answer(.failure(.request(failure)))
            }, expected: ["loginFailedLabel": "Not signed in: you're offline.", "loginRetryHint": "Log In to try again."],
            retry: "loginButton"),
        Scenario(
            name: "checkout", guest: false,
            fail: { harness, failure in
                harness.fillCart()
                harness.tabs.select(.cart)
                harness.tabs.cart.checkout()
                guard case let .checkout(checkout) = harness.tabs.cartStep else { return }
                for field in DeliveryAddress.Field.allCases { checkout.edit(field, .insert(Sample.address[field])) }
                checkout.pay()
                try harness.orders.placeRequests.answer(.failure(.request(failure)))
            }, expected: ["paymentFailedLabel": "Nothing was paid: you're offline.", "paymentRetryHint": "Pay to try again."],
            retry: "checkout.pay"),
    ]

    private func element(_ identifier: String, in tree: ElementTree) -> (ElementSnapshot, ElementPath)? {
        (try? tree.resolve(ElementLocator(query: Query(steps: [.descendants(.any), .identifier(identifier)]), pick: .only)))
            .map { ($0.element, $0.path) }
    }

    @Test("Cancel leaves the screen saying what did not happen, why and how to try again", arguments: scenarios)
    func cancelLeavesAnExplanation(_ scenario: Scenario) throws {
        let harness = try Harness(size: .standardTerminal, locale: .en, user: scenario.guest ? nil : Sample.user)
        try scenario.fail(harness, .offline)
        let withAlert = harness.host.currentTree(generation: 1)

        let cancel = try #require(element("alertCancelButton", in: withAlert))
        _ = harness.host.perform(.tap(CommandTarget(path: cancel.1, elementType: .button, identifier: "alertCancelButton")))
        let tree = harness.host.currentTree(generation: 2)

        for (identifier, label) in scenario.expected {
            let found = try #require(element(identifier, in: tree), "\(identifier) missing:\n\(ScreenRenderer.render(tree))")
            #expect(found.0.label == label)
            #expect(tree.isHittable(at: found.1), "\(identifier) is not in view:\n\(ScreenRenderer.render(tree))")
        }
        let retry = try #require(element(scenario.retry, in: tree))
        #expect(retry.0.isEnabled)
        #expect(tree.isHittable(at: retry.1))
    }

    @Test("the explanation names the failure, and goes when trying again starts", arguments: scenarios)
    func retryingClearsTheExplanation(_ scenario: Scenario) throws {
        let harness = try Harness(size: .standardTerminal, locale: .en, user: scenario.guest ? nil : Sample.user)
        try scenario.fail(harness, .serverError)
        harness.model.alerts.dismiss()
        let failed = harness.host.currentTree(generation: 1)

        let retry = try #require(element(scenario.retry, in: failed))
        _ = harness.host.perform(.tap(CommandTarget(path: retry.1, elementType: retry.0.elementType, identifier: scenario.retry)))
        let retrying = harness.host.currentTree(generation: 2)

        let label = try #require(scenario.expected.keys.first { $0.hasSuffix("FailedLabel") })
        #expect(element(label, in: failed)?.0.label.contains("the server did not answer") == true)
        #expect(element(label, in: retrying) == nil)
    }
}
