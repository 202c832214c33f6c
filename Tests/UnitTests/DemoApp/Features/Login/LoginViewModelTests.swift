@testable import AppAutomation
@testable import DemoApp
@testable import TerminalUI
import Testing

@Suite("Login view model")
struct LoginViewModelTests {
    let auth = FakeAuthService()
    let alerts = AlertViewModel()
    let events = Events()

    /// What the view model told its owner.
    final class Events {
        var signedIn: [User] = []
        var guest = 0
        var back = 0
    }

    func makeModel(canGoBack: Bool = false) -> LoginViewModel {
        let events = events
        return LoginViewModel(
            auth: auth, alerts: alerts,
            onSignedIn: { events.signedIn.append($0) },
            onContinueAsGuest: { events.guest += 1 },
            onBack: canGoBack ? { events.back += 1 } : nil
        )
    }

    func filled(email: String = "user@example.com", password: String = "securePass1") -> LoginViewModel {
        let model = makeModel()
        model.editEmail(.insert(email))
        model.editPassword(.insert(password))
        return model
    }

    @Test(
        "Log In is disabled until both fields hold something",
        arguments: [
            (email: "", password: "", enabled: false),
            (email: "user@example.com", password: "", enabled: false),
            (email: "", password: "secret", enabled: false),
            (email: "   ", password: "secret", enabled: false),
            (email: "user@example.com", password: "secret", enabled: true),
        ])
    func loginEnabledState(email: String, password: String, enabled: Bool) {
        let model = filled(email: email, password: password)

        #expect(model.canSubmit == enabled)
    }

    @Test("submitting sends the trimmed email and the password")
    func submitSendsCredentials() {
        let model = filled(email: " user@example.com ", password: "securePass1")

        model.submit()

        #expect(auth.attempts.map(\.email) == ["user@example.com"])
        #expect(auth.attempts.map(\.password) == ["securePass1"])
    }

    @Test("Log In is disabled while an attempt is running")
    func disabledWhileSubmitting() {
        let model = filled()

        model.submit()

        #expect(model.isSubmitting)
        #expect(!model.canSubmit)
    }

    @Test("a successful sign-in hands the user on and forgets the password")
    func successHandsUserOn() throws {
        let model = filled()
        model.submit()

        try auth.requests.answer(.success(Sample.user))

        #expect(events.signedIn == [Sample.user])
        #expect(model.password.isEmpty)
    }

    @Test("refused credentials show the error label and no alert")
    func refusedCredentialsShowError() throws {
        let model = filled()
        model.submit()

        try auth.requests.answer(.failure(.invalidCredentials))

        #expect(model.showsInvalidCredentials)
        #expect(!model.isSubmitting)
        #expect(alerts.current == nil)
    }

    @Test("a new attempt hides the previous error")
    func newAttemptHidesError() throws {
        let model = filled()
        model.submit()
        try auth.requests.answer(.failure(.invalidCredentials))

        model.submit()

        #expect(!model.showsInvalidCredentials)
    }

    @Test("an offline failure shows the offline alert, and its retry signs in again")
    func offlineAlertRetries() throws {
        let model = filled()
        model.submit()
        try auth.requests.answer(.failure(.request(.offline)))

        #expect(alerts.current?.kind == .offline)
        alerts.retry()

        #expect(auth.attempts.count == 2)
        #expect(alerts.current == nil)
    }

    @Test("continuing as a guest is handed on")
    func continueAsGuest() {
        let model = makeModel()

        model.continueAsGuest()

        #expect(events.guest == 1)
    }

    @Test("the back button shows only when opened from the tabs")
    func backOnlyFromTabs() {
        #expect(!makeModel(canGoBack: false).canGoBack)
        #expect(makeModel(canGoBack: true).canGoBack)
    }
}
