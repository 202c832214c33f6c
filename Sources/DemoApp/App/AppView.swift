import ScreenModel

/// Draws the whole screen: the application element, its window, and the current screen.
enum AppView {
    static func root(_ model: AppModel, context: ViewContext) -> Node {
        let screen = Rect(x: 0, y: 0, width: context.screenSize.width, height: context.screenSize.height)
        let content: [Node] = switch model.screen {
        case let .login(login): LoginView.nodes(login, in: screen, context: context)
        case let .home(home): HomeView.nodes(home, in: screen, context: context)
        }
        return Node(.application, label: context.strings.appName, frame: screen, children: [
            Node(.window, frame: screen, children: content),
        ])
    }
}
