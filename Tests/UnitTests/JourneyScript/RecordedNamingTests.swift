@testable import JourneyScript
import ScreenModel
import Testing

@Suite("journey record: naming elements, screens and keys")
struct RecordedNamingTests {
    private func element(_ type: ElementType, _ identifier: String, _ children: [ElementSnapshot] = [], y: Int = 0) -> ElementSnapshot {
        ElementSnapshot(type, identifier: identifier, label: identifier, frame: Rect(x: 0, y: y, width: 10, height: 1), children: children)
    }

    @Test("an identifier two elements share is qualified by the identified ancestor that tells them apart")
    func qualifiesSharedIdentifiers() throws {
        let tree = ElementTree(
            generation: 1,
            root: element(
                .application, "",
                [
                    element(.staticText, "shopTitle"),
                    element(.button, "retryButton", y: 1),
                    element(.alert, "offlineAlert", [element(.button, "retryButton", y: 2)], y: 2),
                ]))

        let plain = try #require(RecordedLocator.locator(at: ElementPath([1]), in: tree))
        let inAlert = try #require(RecordedLocator.locator(at: ElementPath([2, 0]), in: tree))

        #expect(RecordedLocator.scriptText(plain) == #"buttons.element(boundBy: 0)"# || RecordedLocator.scriptText(plain) == #"buttons["retryButton"].firstMatch"#)
        #expect(RecordedLocator.scriptText(inAlert) == #"alerts["offlineAlert"].buttons["retryButton"]"#)
        #expect(RecordedLocator.locator(at: ElementPath([0]), in: tree).map(RecordedLocator.scriptText) == #"staticTexts["shopTitle"]"#)
        #expect(ScreenLandmark.of(tree).map(RecordedLocator.scriptText) == #"alerts["offlineAlert"]"#, "an alert stands for the screen")
    }

    @Test("a screen's landmark is its first identified text outside the tab bar; after busy work, what appeared")
    func landmarks() {
        let before = ElementTree(
            generation: 1,
            root: element(
                .application, "",
                [
                    element(.tabBar, "tabs", [element(.staticText, "cartBadge")]),
                    element(.staticText, "cartTitle", y: 1),
                ]))
        let after = ElementTree(
            generation: 2,
            root: element(
                .application, "",
                [
                    element(.tabBar, "tabs", [element(.staticText, "cartBadge")]),
                    element(.staticText, "cartTitle", y: 1),
                    element(.staticText, "promoAppliedLabel", y: 2),
                ]))

        #expect(ScreenLandmark.of(before).map(RecordedLocator.scriptText) == #"staticTexts["cartTitle"]"#)
        #expect(ScreenLandmark.appeared(in: after, since: before).map(RecordedLocator.scriptText) == #"staticTexts["promoAppliedLabel"]"#)
        #expect(ScreenLandmark.appeared(in: before, since: before) == nil, "nothing new, nothing to wait for")
    }

    @Test(
        "Swift names from identifiers",
        arguments: [
            ("checkout.pay", "checkoutPay", "CheckoutPay"), ("productCell_0", "productCell0", "ProductCell0"),
            ("URLField", "urlField", "URLField"), ("0day", "e0day", "E0day"), ("", "element", "Element"),
        ])
    func swiftNames(identifier: String, member: String, type: String) {
        #expect(SwiftName.member(identifier) == member)
        #expect(SwiftName.type(identifier) == type)
    }

    @Test("record takes every argument that is not one of its options as the app's launch flags, in order")
    func recordArguments() throws {
        let invocation = try Invocation.parse(["record", "--uitesting", "--network", "slow", "-o", "a.journey", "--page-objects=drafts", "--locale=es"])

        #expect(invocation.command == .record)
        #expect(invocation.launchArguments == ["--uitesting", "--network", "slow", "--locale=es"])
        #expect(invocation.outputPath == "a.journey")
        #expect(invocation.pageObjectsPath == "drafts")
        #expect(throws: UsageError.optionOfOtherCommand("--page-objects", commands: ["record"])) { try Invocation.parse(["run", "--page-objects", "x"]) }
    }
}

@Suite("journey record: the wait after busy work")
struct RecordedBusyWorkTimeoutTests {
    @Test(
        "the wait is twice the longest pending work, rounded up to whole seconds, and at least 5 s",
        arguments: [
            ([], 5), ([2_500], 5), ([2_501], 6), ([3_000], 6), ([1_000, 4_000], 8), ([4_000, 1_000], 8), ([4_000, 4_001, 3_999], 9),
        ] as [([Int], Int64)])
    func waitTimeout(pending: [Int], seconds: Int64) {
        let work = pending.enumerated().map { PendingWork(name: "work \($0.offset)", remainingMilliseconds: $0.element) }
        #expect(RecordedScript.waitTimeout(after: work) == .seconds(seconds))
    }
}
