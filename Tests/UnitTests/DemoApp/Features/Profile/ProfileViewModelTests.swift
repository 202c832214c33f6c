@testable import AppAutomation
@testable import DemoApp
@testable import TerminalUI
import Testing

@Suite("Profile view model")
struct ProfileViewModelTests {
    @Test("signing out forgets the session and is handed on")
    func signOut() {
        let signedInUser = FakeSignedInUserStore(Sample.user)
        var signedOut = 0
        let model = ProfileViewModel(signedInUser: signedInUser, onSignOut: { signedOut += 1 }, onSignInRequested: {})

        model.signOut()

        #expect(signedInUser.currentUser == nil)
        #expect(signedOut == 1)
    }

    @Test("the profile shows the signed-in user")
    func showsUser() {
        let model = ProfileViewModel(signedInUser: FakeSignedInUserStore(Sample.user), onSignOut: {}, onSignInRequested: {})

        #expect(model.user?.email == "user@example.com")
    }

    @Test("a guest is asked to sign in")
    func guestSignsIn() {
        var requested = 0
        let model = ProfileViewModel(signedInUser: FakeSignedInUserStore(), onSignOut: {}, onSignInRequested: { requested += 1 })

        model.signIn()

        #expect(model.user == nil)
        #expect(requested == 1)
    }
}
