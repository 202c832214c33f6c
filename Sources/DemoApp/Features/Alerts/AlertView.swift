import ScreenModel

/// Draws the current alert as a box centred on the screen: its title, its message,
/// and its buttons. It must be the window's last child, so it covers everything.
enum AlertView {
    static func nodes(_ model: AlertViewModel, in area: Rect, context: ViewContext) -> [Node] {
        guard let alert = model.current else { return [] }
        let strings = context.strings.alerts
        let (id, title, message) = switch alert.kind {
        case .offline: ("offlineAlert", strings.offlineTitle, strings.offlineMessage)
        case .serverError: ("serverErrorAlert", strings.serverErrorTitle, strings.serverErrorMessage)
        case .paymentDeclined: ("paymentDeclinedAlert", strings.paymentDeclinedTitle, strings.paymentDeclinedMessage)
        case .saveFailed: ("saveFailedAlert", strings.saveFailedTitle, strings.saveFailedMessage)
        }
        let buttons: [(id: String, label: String, action: () -> Void)] = alert.retry == nil
            ? [("alertOKButton", strings.ok, model.dismiss)]
            : [("alertRetryButton", strings.retry, model.retry), ("alertCancelButton", strings.cancel, model.dismiss)]

        let width = min(area.width, max(30, min(56, area.width - 8)))
        let lines = message.wrapped(toTerminalWidth: max(1, width - 4))
        // Border, blank, message lines, blank, buttons, border.
        let height = min(area.height, lines.count + 5)
        let box = Rect(x: area.minX + (area.width - width) / 2, y: area.minY + max(0, (area.height - height) / 2), width: width, height: height)

        var children = lines.enumerated().map { index, line in
            Node(.staticText, label: line,
                 frame: Rect(x: box.minX + 2, y: box.minY + 2 + index, width: box.width - 4, height: 1))
        }
        let buttonsWidth = buttons.map { buttonWidth($0.label) }.reduce(0, +) + 2 * (buttons.count - 1)
        var x = box.minX + max(2, (box.width - buttonsWidth) / 2)
        for button in buttons {
            let frame = Rect(x: x, y: box.maxY - 2, width: min(buttonWidth(button.label), max(0, box.maxX - 1 - x)), height: 1)
            children.append(Node(.button, id: button.id, label: button.label, frame: frame, onTap: button.action))
            x += buttonWidth(button.label) + 2
        }
        return [Node(.alert, id: id, label: title, frame: box, children: children)]
    }
}
