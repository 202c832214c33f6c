/// The home screen shown after signing in.
final class HomeViewModel {
    let user: User
    private let onSignOut: () -> Void

    init(user: User, onSignOut: @escaping () -> Void) {
        self.user = user
        self.onSignOut = onSignOut
    }

    func signOut() {
        onSignOut()
    }
}
