import ScreenModel

/// Draws the home screen: the title every journey waits for, and who is signed in.
enum HomeView {
    static func nodes(_ model: HomeViewModel, in area: Rect, context: ViewContext) -> [Node] {
        let strings = context.strings
        var rows = RowLayout(area)
        let bar = rows.take(2)
        var nodes: [Node] = [
            Node(.navigationBar, id: "homeNavigationBar", frame: bar, children: [
                Node(.staticText, id: "dashboardTitle", label: strings.shopTitle, frame: bar.centered(strings.shopTitle.terminalWidth)),
            ]),
        ]
        rows.skip()
        nodes.append(Node(.staticText, id: "signedInAsLabel", label: strings.signedInAs(model.user.email), frame: rows.take(inset: 2)))
        rows.skip()
        nodes.append(Node(
            .button, id: "signOutButton", label: strings.signOut,
            frame: rows.take(inset: 2).leading(buttonWidth(strings.signOut)), onTap: model.signOut
        ))
        return nodes
    }
}
