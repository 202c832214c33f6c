import ScreenModel
import TerminalUI

/// Draws the profile: the signed-in email and the sign-out button.
enum ProfileView {
    static func nodes(_ model: ProfileViewModel, in area: Rect, context: ScreenContext) -> [Node] {
        let strings = context.strings.profile
        var nodes = [NavigationBarView.node(id: "profileNavigationBar", title: strings.title, titleID: "profileTitle", in: area)]
        var rows = RowLayout(NavigationBarView.content(below: area).column(maxWidth: 76))
        guard let user = model.user else {
            return nodes + SignInRequiredView.nodes(message: strings.signInRequired, onSignIn: model.signIn, in: rows.remaining, context: context)
        }
        nodes.append(Node(.staticText, id: "signedInAsLabel", label: strings.signedInAs, frame: rows.take(inset: 2)))
        nodes.append(Node(.staticText, id: "profileEmailLabel", label: user.email, frame: rows.take(inset: 2).leading(user.email.terminalWidth)))
        rows.skip()
        nodes.append(
            Node(
                .button, id: "signOutButton", label: strings.signOut,
                frame: rows.take(inset: 2).leading(buttonWidth(strings.signOut)), onTap: model.signOut))
        return nodes
    }
}
