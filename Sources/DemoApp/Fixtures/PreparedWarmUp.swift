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
        guard
            let options = (try? parser.parse(arguments: ["--uitesting", "--clock", "virtual"], environment: [:]))
                ?? (try? parser.parse(arguments: [], environment: [:])),
            let host = try? CompositionRoot.assemble(
                options: options, screenSize: Size(width: 80, height: 24), report: { _ in },
                storage: MemoryStateStorage())
        else { return ["launch"] }
        var walk = HostWalk(host: host)
        walk.type("user@example.com", into: "emailField")
        walk.tap("guestButton")
        walk.tap("productCell_0")
        walk.tap("addToCartButton")
        for tab in Tab.allCases { walk.tap(tab.identifier) }
        walk.tap(Tab.cart.identifier)
        walk.tap("checkoutButton")
        for (field, text) in [
            ("addressNameField", "Ada Lovelace"), ("addressStreetField", "12 Analytical Row"),
            ("addressCityField", "London"), ("addressPostcodeField", "N1 9GU"),
        ] {
            walk.type(text, into: field)
        }
        walk.tap("checkout.pay")
        walk.see("orderConfirmationTitle")
        walk.tap(Tab.orders.identifier)
        walk.tap(Tab.shop.identifier)
        walk.type("socks", into: "searchField")
        return walk.skipped
    }
}
