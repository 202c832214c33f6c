import ScreenModel

/// Draws the sign-in screen from its view model.
enum LoginView {
    static func nodes(_ model: LoginViewModel, in area: Rect, context: ViewContext) -> [Node] {
        let strings = context.strings
        var rows = RowLayout(area)
        var nodes: [Node] = [
            Node(.navigationBar, id: "loginNavigationBar", label: strings.signInTitle, frame: rows.take(2)),
        ]
        rows.skip()
        let fieldWidth = min(area.width - 4, 52)
        nodes.append(Node(
            .textField, id: "emailField", label: strings.emailLabel, value: model.email,
            placeholder: strings.emailPlaceholder, frame: rows.take(inset: 2).leading(fieldWidth),
            onEdit: model.editEmail
        ))
        rows.skip()
        nodes.append(Node(
            .secureTextField, id: "passwordField", label: strings.passwordLabel,
            value: String(repeating: "•", count: model.password.count),
            placeholder: strings.passwordPlaceholder, frame: rows.take(inset: 2).leading(fieldWidth),
            onEdit: model.editPassword, onSubmit: model.submit
        ))
        rows.skip()
        nodes.append(Node(
            .button, id: "loginButton", label: strings.logIn,
            frame: rows.take(inset: 2).leading(buttonWidth(strings.logIn)),
            enabled: model.canSubmit, onTap: model.submit
        ))
        rows.skip()
        if model.isSubmitting {
            nodes.append(Node(.activityIndicator, id: "loginActivity", label: strings.signingIn, frame: rows.take(inset: 2)))
        } else if let error = model.error {
            let message = switch error {
            case .invalidCredentials: strings.invalidCredentials
            case .offline: strings.offline
            case .serverError: strings.serverError
            }
            nodes.append(Node(.staticText, id: "loginErrorLabel", label: message, frame: rows.take(inset: 2)))
        }
        return nodes
    }
}
