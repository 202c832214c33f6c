/// The profile: who is signed in, and signing out; a guest is asked to sign in.
final class ProfileViewModel {
    private let signedInUser: any SignedInUserStore
    private let onSignOut: () -> Void
    private let onSignInRequested: () -> Void

    init(signedInUser: any SignedInUserStore, onSignOut: @escaping () -> Void, onSignInRequested: @escaping () -> Void) {
        self.signedInUser = signedInUser
        self.onSignOut = onSignOut
        self.onSignInRequested = onSignInRequested
    }

    /// The signed-in shopper; nil for a guest.
    var user: User? { signedInUser.currentUser }

    /// Forgets the session and returns to the sign-in screen.
    func signOut() {
        guard user != nil else { return }
        signedInUser.setCurrentUser(nil)
        onSignOut()
    }

    func signIn() {
        onSignInRequested()
    }
}
