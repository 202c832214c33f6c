import ScreenModel
import TerminalUI

/// Draws the whole screen: the application element, its window, the current screen
/// (scrolled when it does not fit), the key legend on the last row, and over
/// everything any alert, then the list of keys.
enum AppView {
    static func root(_ model: AppModel, context: ScreenContext) -> Node {
        let screen = Rect(x: 0, y: 0, width: context.screenSize.width, height: context.screenSize.height)
        guard context.screenSize.width >= Size.minimumScreen.width, context.screenSize.height >= Size.minimumScreen.height else {
            return tooSmall(screen, context: context)
        }
        let body = screen.droppingBottom(1)
        var content: [Node] =
            switch model.screen {
            case let .login(login): ContentViewport.fit(LoginView.nodes(login, in: body, context: context), in: body, context: context.view)
            case .tabs: TabsView.nodes(model.tabs, in: body, context: context)
            }
        content += ShopAlerts.nodes(model.alerts, in: body, context: context)
        content += KeyHelpView.nodes(shown: model.showsKeyHelp, onClose: model.toggleKeyHelp, in: body, context: context)
        let window = Node(.window, frame: screen, children: content)
        let legend = KeyLegendView.node(
            typingTakesKeys: window.firstReachableField() != nil,
            canGoBack: window.topmostModalPath() != nil || window.path(ofIdentifier: "backButton") != nil,
            hasTabBar: window.path(ofElementType: .tabBar) != nil, in: screen.bottom(1), context: context
        )
        var root = Node(.application, label: context.strings.appName, frame: screen, children: [window])
        root.children[0].children.append(legend)
        return root
    }

    /// A terminal smaller than the least the app draws in: only a message saying so.
    private static func tooSmall(_ screen: Rect, context: ScreenContext) -> Node {
        let message = context.strings.screen.terminalTooSmall(context.screenSize, Size.minimumScreen)
        let lines = message.wrapped(toTerminalWidth: max(1, screen.width))
        let children = lines.prefix(max(1, screen.height)).enumerated().map { index, line in
            Node(.staticText, id: "terminalTooSmallLabel_\(index)", label: line, frame: Rect(x: 0, y: index, width: screen.width, height: 1))
        }
        return Node(.application, label: context.strings.appName, frame: screen, children: [Node(.window, frame: screen, children: children)])
    }
}
