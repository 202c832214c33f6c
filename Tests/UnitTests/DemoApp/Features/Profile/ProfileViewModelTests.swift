@testable import AppAutomation
@testable import DemoApp
@testable import TerminalUI
import Testing

@Suite("Profile view model")
struct ProfileViewModelTests {
    @Test("signing out forgets the session and is handed on")
    func signOut() {
        let sessions = FakeSessionRepository(Sample.user)
        var signedOut = 0
        let model = ProfileViewModel(sessions: sessions, onSignOut: { signedOut += 1 }, onSignInRequested: {})

        model.signOut()

        #expect(sessions.currentUser == nil)
        #expect(signedOut == 1)
    }

    @Test("the profile shows the signed-in user")
    func showsUser() {
        let model = ProfileViewModel(sessions: FakeSessionRepository(Sample.user), onSignOut: {}, onSignInRequested: {})

        #expect(model.user?.email == "user@example.com")
    }

    @Test("a guest is asked to sign in")
    func guestSignsIn() {
        var requested = 0
        let model = ProfileViewModel(sessions: FakeSessionRepository(), onSignOut: {}, onSignInRequested: { requested += 1 })

        model.signIn()

        #expect(model.user == nil)
        #expect(requested == 1)
    }
}
