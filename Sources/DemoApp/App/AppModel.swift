/// The app's root state: the sign-in screen or the tabs, and the alerts over both.
///
/// Screens are created with the dependencies they need; nothing below reads launch
/// flags.
final class AppModel {
    enum Screen {
        case login(LoginViewModel)
        case tabs
    }

    private(set) var screen: Screen = .tabs
    let alerts = AlertViewModel()
    /// Whether the full list of keys shows, over everything.
    private(set) var showsKeyHelp = false
    private let dependencies: AppDependencies

    /// - Parameter opensInShop: open in the shop as a guest rather than on the sign-in
    ///   screen when nobody is signed in.
    init(dependencies: AppDependencies, opensInShop: Bool = false) {
        self.dependencies = dependencies
        if dependencies.signedInUser.currentUser != nil || opensInShop {
            showTabs(.shop)
        } else {
            showLogin(returningTo: nil)
        }
    }

    private(set) lazy var tabs: TabsViewModel = TabsViewModel(
        dependencies: dependencies, alerts: alerts,
        onSignInRequested: { [unowned self] in self.showLogin(returningTo: self.tabs.selectedTab) },
        onSignedOut: { [unowned self] in
            self.tabs.reset()
            self.showLogin(returningTo: nil)
        }
    )

    /// F1 or `?`: shows the list of keys, or closes it.
    func toggleKeyHelp() {
        showsKeyHelp.toggle()
    }

    /// Esc: closes the list of keys or the alert if one shows, else leaves the current
    /// screen if it has somewhere to go back to.
    func goBack() {
        if showsKeyHelp {
            showsKeyHelp = false
            return
        }
        if alerts.current != nil {
            alerts.dismiss()
            return
        }
        switch screen {
        case let .login(login): login.goBack()
        case .tabs: tabs.goBack()
        }
    }

    /// The sign-in screen. Opened from a tab (`returningTo`), it can go back there and
    /// returns there once signed in; otherwise signing in lands in the shop.
    private func showLogin(returningTo tab: Tab?) {
        screen = .login(
            LoginViewModel(
                auth: dependencies.auth, alerts: alerts,
                onSignedIn: { [unowned self] user in
                    self.dependencies.signedInUser.setCurrentUser(user)
                    self.showTabs(tab ?? .shop)
                },
                onContinueAsGuest: { [unowned self] in self.showTabs(.shop) },
                onBack: tab.map { tab in { [unowned self] in self.showTabs(tab) } }
            ))
    }

    private func showTabs(_ tab: Tab) {
        screen = .tabs
        tabs.select(tab)
    }
}

/// Everything the features need from the outside world, chosen by the composition root.
struct AppDependencies {
    let auth: any AuthService
    let signedInUser: any SignedInUserStore
    let catalog: any CatalogRepository
    let carts: any CartRepository
    let promotions: any PromotionRepository
    let orders: any OrderRepository
}
