@testable import AppAutomation
@testable import DemoApp
@testable import TerminalUI
import Testing

@Suite("App model")
struct AppModelTests {
    let auth = FakeAuthService()
    let catalog = FakeCatalogRepository()

    func makeModel(user: User? = nil, opensInShop: Bool = false) -> (AppModel, FakeSignedInUserStore) {
        let signedInUser = FakeSignedInUserStore(user)
        let dependencies = AppDependencies(
            auth: auth, signedInUser: signedInUser, catalog: catalog, carts: InMemoryCartRepository(),
            promotions: BuiltInPromotions(), orders: FakeOrderRepository()
        )
        return (AppModel(dependencies: dependencies, opensInShop: opensInShop), signedInUser)
    }

    func isLogin(_ model: AppModel) -> Bool {
        if case .login = model.screen { return true }
        return false
    }

    @Test("without a session the app opens on the sign-in screen")
    func opensOnLogin() {
        let (model, _) = makeModel()

        #expect(isLogin(model))
    }

    @Test("with a session the app opens in the shop")
    func opensInShopWhenSignedIn() {
        let (model, _) = makeModel(user: Sample.user)

        #expect(!isLogin(model))
        #expect(model.tabs.selectedTab == .shop)
    }

    @Test("a scenario that opens in the shop skips sign-in as a guest")
    func opensInShopAsGuest() {
        let (model, signedInUser) = makeModel(opensInShop: true)

        #expect(!isLogin(model))
        #expect(signedInUser.currentUser == nil)
    }

    @Test("signing in records the session and lands in the shop")
    func signInLandsInShop() throws {
        let (model, signedInUser) = makeModel()
        guard case let .login(login) = model.screen else { Issue.record("expected sign-in"); return }
        login.editEmail(.insert("user@example.com"))
        login.editPassword(.insert("securePass1"))
        login.submit()

        try auth.requests.answer(.success(Sample.user))

        #expect(signedInUser.currentUser == Sample.user)
        #expect(!isLogin(model))
        #expect(model.tabs.selectedTab == .shop)
    }

    @Test("a guest asked to sign in on Orders returns to Orders once signed in")
    func signInFromOrdersReturnsThere() throws {
        let (model, _) = makeModel(opensInShop: true)
        model.tabs.select(.orders)

        model.tabs.orders.signIn()
        guard case let .login(login) = model.screen else { Issue.record("expected sign-in"); return }
        login.editEmail(.insert("user@example.com"))
        login.editPassword(.insert("securePass1"))
        login.submit()
        try auth.requests.answer(.success(Sample.user))

        #expect(model.tabs.selectedTab == .orders)
        #expect(!isLogin(model))
    }

    @Test("Esc on a sign-in screen opened from a tab goes back to it")
    func escapeFromLoginGoesBack() {
        let (model, _) = makeModel(opensInShop: true)
        model.tabs.select(.profile)
        model.tabs.profile.signIn()

        model.goBack()

        #expect(!isLogin(model))
        #expect(model.tabs.selectedTab == .profile)
    }

    @Test("Esc closes an alert before anything else")
    func escapeClosesAlertFirst() {
        let (model, _) = makeModel(user: Sample.user)
        model.alerts.present(.offline) {}

        model.goBack()

        #expect(model.alerts.current == nil)
        #expect(!isLogin(model))
    }

    @Test("signing out returns to the sign-in screen")
    func signOutReturnsToLogin() {
        let (model, signedInUser) = makeModel(user: Sample.user)
        model.tabs.select(.profile)

        model.tabs.profile.signOut()

        #expect(isLogin(model))
        #expect(signedInUser.currentUser == nil)
        #expect(model.tabs.selectedTab == .shop)
    }
}
