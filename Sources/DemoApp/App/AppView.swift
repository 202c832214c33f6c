import ScreenModel

/// Draws the whole screen: the application element, its window, the current screen,
/// and last, over everything, any alert.
enum AppView {
    static func root(_ model: AppModel, context: ViewContext) -> Node {
        let screen = Rect(x: 0, y: 0, width: context.screenSize.width, height: context.screenSize.height)
        var content: [Node] = switch model.screen {
        case let .login(login): LoginView.nodes(login, in: screen, context: context)
        case .tabs: TabsView.nodes(model.tabs, in: screen, context: context)
        }
        content += AlertView.nodes(model.alerts, in: screen, context: context)
        return Node(.application, label: context.strings.appName, frame: screen, children: [
            Node(.window, frame: screen, children: content),
        ])
    }
}
