/// The profile: who is signed in, and signing out; a guest is asked to sign in.
final class ProfileViewModel {
    private let sessions: any SessionRepository
    private let onSignOut: () -> Void
    private let onSignInRequested: () -> Void

    init(sessions: any SessionRepository, onSignOut: @escaping () -> Void, onSignInRequested: @escaping () -> Void) {
        self.sessions = sessions
        self.onSignOut = onSignOut
        self.onSignInRequested = onSignInRequested
    }

    /// The signed-in shopper; nil for a guest.
    var user: User? { sessions.currentUser }

    /// Forgets the session and returns to the sign-in screen.
    func signOut() {
        guard user != nil else { return }
        sessions.setCurrentUser(nil)
        onSignOut()
    }

    func signIn() {
        onSignInRequested()
    }
}
