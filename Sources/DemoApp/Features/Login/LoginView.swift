import ScreenModel
import TerminalUI

/// Draws the sign-in screen from its view model.
enum LoginView {
    static func nodes(_ model: LoginViewModel, in area: Rect, context: ScreenContext) -> [Node] {
        let strings = context.strings.login
        var nodes: [Node] = [
            NavigationBarView.node(
                id: "loginNavigationBar", title: strings.title, titleID: "loginTitle", in: area,
                back: model.canGoBack ? (context.strings.common.back, model.goBack) : nil
            )
        ]
        var rows = RowLayout(NavigationBarView.content(below: area).column(maxWidth: 64))
        // Right-align the labels so the two boxes line up.
        let labelWidth = max(strings.emailLabel.terminalWidth, strings.passwordLabel.terminalWidth)
        func fieldFrame(_ label: String) -> Rect {
            let row = rows.take(inset: 2)
            let indent = labelWidth - label.terminalWidth
            return Rect(x: row.minX + indent, y: row.minY, width: max(0, min(row.width, 52) - indent), height: 1)
        }
        nodes.append(
            Node(
                .textField, id: "emailField", label: strings.emailLabel, value: model.email,
                placeholder: strings.emailPlaceholder, frame: fieldFrame(strings.emailLabel), onEdit: model.editEmail
            ))
        rows.skip()
        nodes.append(
            Node(
                .secureTextField, id: "passwordField", label: strings.passwordLabel,
                value: String(repeating: "•", count: model.password.count),
                placeholder: strings.passwordPlaceholder, frame: fieldFrame(strings.passwordLabel),
                onEdit: model.editPassword, onSubmit: model.submit
            ))
        rows.skip()
        let buttonRow = rows.take(inset: 2)
        let loginFrame = buttonRow.leading(buttonWidth(strings.logIn))
        nodes.append(Node(.button, id: "loginButton", label: strings.logIn, frame: loginFrame, enabled: model.canSubmit, onTap: model.submit))
        rows.skip()
        if model.isSubmitting {
            nodes.append(Node(.activityIndicator, id: "loginActivity", label: strings.signingIn, frame: rows.take(inset: 2)))
        } else if model.showsInvalidCredentials {
            nodes.append(Node(.staticText, id: "loginErrorLabel", label: strings.invalidCredentials, frame: rows.take(inset: 2)))
        } else if let failure = model.requestFailure {
            let recovery = context.strings.recovery
            nodes.append(Node(.staticText, id: "loginFailedLabel", label: recovery.signIn(recovery.reason(failure)), frame: rows.take(inset: 2)))
            nodes.append(Node(.staticText, id: "loginRetryHint", label: recovery.signInRetry, frame: rows.take(inset: 2)))
        } else {
            rows.skip()
        }
        rows.skip()
        nodes.append(
            Node(
                .button, id: "guestButton", label: strings.continueAsGuest,
                frame: rows.take(inset: 2).leading(buttonWidth(strings.continueAsGuest)),
                enabled: !model.isSubmitting, onTap: model.continueAsGuest
            ))
        return nodes
    }
}
