import AppAutomation
import ScreenModel
import TerminalUI

/// What a prepared DemoApp process does once before its first fork: walks the shop's
/// main screens (sign-in, the catalogue, a product, every tab, checkout and payment) in
/// memory, on a virtual clock, so that every launch forked from it finds the runtime's
/// type metadata for those screens already built instead of building it per launch.
///
/// Nothing is stored and no thread starts: the storage is in memory and the clock is
/// advanced by hand. A step whose element is not on screen is skipped, so a change to
/// the screens can make the warm-up less complete, never make it fail.
enum PreparedWarmUp {
    /// Returns the identifiers of the steps skipped, their element not being on screen.
    @discardableResult
    static func walkMainScreens() -> [String] {
        // A release build refuses test flags: it walks on the real clock, running what falls due at once.
        let parser = LaunchOptions.parser
        guard let options = (try? parser.parse(arguments: ["--uitesting", "--clock", "virtual"], environment: [:]))
                ?? (try? parser.parse(arguments: [], environment: [:])),
              let host = try? CompositionRoot.assemble(options: options, screenSize: Size(width: 80, height: 24), report: { _ in },
                                                       storage: MemoryStateStorage())
        else { return ["launch"] }
        var walk = Walk(host: host)
        walk.show()
        walk.type("user@example.com", into: "emailField")
        walk.tap("guestButton")
        walk.tap("productCell_0")
        walk.tap("addToCartButton")
        for tab in Tab.allCases { walk.tap(tab.identifier) }
        walk.tap(Tab.cart.identifier)
        walk.tap("checkoutButton")
        for (field, text) in [("addressNameField", "Ada Lovelace"), ("addressStreetField", "12 Analytical Row"),
                              ("addressCityField", "London"), ("addressPostcodeField", "N1 9GU")] {
            walk.type(text, into: field)
        }
        walk.tap("checkout.pay")
        walk.see("orderConfirmationTitle")
        walk.tap(Tab.orders.identifier)
        walk.tap(Tab.shop.identifier)
        walk.type("socks", into: "searchField")
        return walk.skipped
    }

    /// The host, driven as the automation server drives it: a command, the clock run
    /// until nothing is pending, then the tree a driver would be sent.
    private struct Walk {
        let host: ViewHost
        var generation: UInt64 = 0
        var skipped: [String] = []

        mutating func tap(_ identifier: String) {
            guard let target = target(identifier) else { return skipped.append(identifier) }
            perform(.tap(target))
        }

        mutating func type(_ text: String, into identifier: String) {
            guard let target = target(identifier) else { return skipped.append(identifier) }
            perform(.typeText(target, text))
        }

        mutating func see(_ identifier: String) {
            if target(identifier) == nil { skipped.append(identifier) }
        }

        mutating func show() {
            generation += 1
            _ = host.currentTree(generation: generation)
        }

        private mutating func perform(_ command: Command) {
            _ = host.perform(command)
            // Network work falls due on the virtual clock: let it, a bounded number of times.
            // Drawing a screen may start its loading.
            for _ in 0..<8 {
                host.settle()
                show()
                guard host.scheduler.clock.mode == .virtual, let due = host.scheduler.activity.nextDueMilliseconds else { break }
                _ = host.perform(.advanceClock(milliseconds: max(1, due)))
            }
        }

        private func target(_ identifier: String) -> CommandTarget? {
            let tree = host.currentTree(generation: generation)
            guard let match = try? tree.resolve(ElementLocator(query: Query(steps: [.descendants(.any), .key(identifier)]), pick: .first)) else {
                return nil
            }
            return CommandTarget(path: match.path, elementType: match.element.elementType, identifier: identifier)
        }
    }
}
