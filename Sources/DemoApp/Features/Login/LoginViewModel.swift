/// The sign-in screen's state and decisions: what was typed, whether the button is
/// enabled, what went wrong.
final class LoginViewModel {
    private(set) var email = ""
    private(set) var password = ""
    private(set) var isSubmitting = false
    private(set) var error: SignInError?

    private let auth: any AuthService
    private let onSignedIn: (User) -> Void

    init(auth: any AuthService, onSignedIn: @escaping (User) -> Void) {
        self.auth = auth
        self.onSignedIn = onSignedIn
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
    func submit() {
        guard canSubmit else { return }
        isSubmitting = true
        error = nil
        auth.signIn(email: email.trimmingWhitespace, password: password) { [weak self] result in
            guard let self else { return }
            self.isSubmitting = false
            switch result {
            case let .success(user):
                self.password = ""
                self.onSignedIn(user)
            case let .failure(failure):
                self.error = failure
            }
        }
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[start...end])
    }
}
