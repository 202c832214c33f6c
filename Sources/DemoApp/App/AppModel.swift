/// The app's root state: which screen is showing, and the moves between screens.
///
/// Screens are created here with the dependencies they need; nothing below reads
/// launch flags.
final class AppModel {
    enum Screen {
        case login(LoginViewModel)
        case home(HomeViewModel)
    }

    private(set) var screen: Screen
    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
        screen = .login(LoginViewModel(auth: dependencies.auth, onSignedIn: { _ in }))
        if let user = dependencies.sessions.currentUser {
            showHome(for: user)
        } else {
            showLogin()
        }
    }

    /// Esc and back buttons: leave the current screen if it has somewhere to go back to.
    func goBack() {}

    private func showLogin() {
        screen = .login(LoginViewModel(auth: dependencies.auth, onSignedIn: { [weak self] user in
            guard let self else { return }
            self.dependencies.sessions.setCurrentUser(user)
            self.showHome(for: user)
        }))
    }

    private func showHome(for user: User) {
        screen = .home(HomeViewModel(user: user, onSignOut: { [weak self] in
            guard let self else { return }
            self.dependencies.sessions.setCurrentUser(nil)
            self.showLogin()
        }))
    }
}

/// Everything the features need from the outside world, chosen by the composition root.
struct AppDependencies {
    let auth: any AuthService
    let sessions: any SessionRepository
}
