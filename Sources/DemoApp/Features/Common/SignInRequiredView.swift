import ScreenModel
import TerminalUI

/// What a tab that needs an account shows a guest: why, and a button to sign in.
enum SignInRequiredView {
    static func nodes(message: String, onSignIn: @escaping () -> Void, in area: Rect, context: ScreenContext) -> [Node] {
        var rows = RowLayout(area)
        let label = context.strings.common.signIn
        let messageNode = Node(.staticText, id: "signInRequiredLabel", label: message, frame: rows.take(inset: 2))
        rows.skip()
        let button = Node(.button, id: "signInButton", label: label, frame: rows.take(inset: 2).leading(buttonWidth(label)), onTap: onSignIn)
        return [messageNode, button]
    }
}
