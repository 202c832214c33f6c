import ScreenModel
import TerminalUI

/// A caption at the left of a row and an amount at its right, as totals are laid out.
/// The amount is its own element, so journeys read it without the caption.
func amountRow(caption: String, amount: String, amountID: String, in row: Rect) -> [Node] {
    let amountFrame = row.trailing(amount.terminalWidth)
    return [
        Node(.staticText, label: caption, frame: Rect(x: row.minX, y: row.minY, width: max(0, amountFrame.minX - 1 - row.minX), height: 1)),
        Node(.staticText, id: amountID, label: amount, frame: amountFrame),
    ]
}
