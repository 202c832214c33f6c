import TerminalUI
/// The sign-in screen's state and decisions: what was typed, whether the button is
/// enabled, what went wrong.
final class LoginViewModel {
    private(set) var email = ""
    private(set) var password = ""
    private(set) var isSubmitting = false
    /// Whether the last attempt was refused for its credentials.
    private(set) var showsInvalidCredentials = false
    /// Why the last attempt's request failed, if it did: the screen says so once the
    /// alert is gone, and Log In tries again.
    private(set) var requestFailure: RequestFailure?
    /// Whether the screen was opened from the tabs and can go back to them.
    var canGoBack: Bool { onBack != nil }

    private let auth: any AuthService
    private let alerts: AlertViewModel
    private let onSignedIn: (User) -> Void
    private let onContinueAsGuest: () -> Void
    private let onBack: (() -> Void)?

    init(
        auth: any AuthService, alerts: AlertViewModel,
        onSignedIn: @escaping (User) -> Void, onContinueAsGuest: @escaping () -> Void, onBack: (() -> Void)? = nil
    ) {
        self.auth = auth
        self.alerts = alerts
        self.onSignedIn = onSignedIn
        self.onContinueAsGuest = onContinueAsGuest
        self.onBack = onBack
    }

    /// Log In is enabled once both fields hold something and no attempt is running.
    var canSubmit: Bool {
        !email.trimmingWhitespace.isEmpty && !password.isEmpty && !isSubmitting
    }

    func editEmail(_ edit: TextEdit) {
        email = edit.applied(to: email)
    }

    func editPassword(_ edit: TextEdit) {
        password = edit.applied(to: password)
    }

    /// Tries to sign in with what was typed; does nothing unless `canSubmit`.
    /// Refused credentials show the error label; a failed request shows an alert
    /// whose Retry tries again.
    func submit() {
        guard canSubmit else { return }
        isSubmitting = true
        showsInvalidCredentials = false
        requestFailure = nil
        auth.signIn(email: email.trimmingWhitespace, password: password) { [weak self] result in
            guard let self else { return }
            self.isSubmitting = false
            switch result {
            case let .success(user):
                self.password = ""
                self.onSignedIn(user)
            case .failure(.invalidCredentials):
                self.showsInvalidCredentials = true
            case let .failure(.request(failure)):
                self.requestFailure = failure
                self.alerts.present(failure) { [weak self] in self?.submit() }
            }
        }
    }

    /// Browses the shop without signing in.
    func continueAsGuest() {
        guard !isSubmitting else { return }
        onContinueAsGuest()
    }

    /// Back to the tabs the screen was opened from.
    func goBack() {
        guard !isSubmitting else { return }
        onBack?()
    }
}
