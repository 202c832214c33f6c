import ScreenModel
import TerminalUI

/// Draws the current alert as a box centred on the screen: its title, its message,
/// and its buttons. It must be the window's last child, so it covers everything.
enum ShopAlerts {
    static func nodes(_ model: AlertViewModel, in area: Rect, context: ScreenContext) -> [Node] {
        guard let alert = model.current else { return [] }
        let strings = context.strings.alerts
        let (id, title, message) =
            switch alert.kind {
            case .offline: ("offlineAlert", strings.offlineTitle, strings.offlineMessage)
            case .serverError: ("serverErrorAlert", strings.serverErrorTitle, strings.serverErrorMessage)
            case .paymentDeclined: ("paymentDeclinedAlert", strings.paymentDeclinedTitle, strings.paymentDeclinedMessage)
            case .saveFailed: ("saveFailedAlert", strings.saveFailedTitle, strings.saveFailedMessage)
            }
        let buttons: [AlertView.Button] =
            alert.retry == nil
            ? [.init(id: "alertOKButton", label: strings.ok, action: model.dismiss)]
            : [
                .init(id: "alertRetryButton", label: strings.retry, action: model.retry),
                .init(id: "alertCancelButton", label: strings.cancel, action: model.dismiss),
            ]
        return [AlertView.node(id: id, title: title, message: message, buttons: buttons, in: area)]
    }
}
