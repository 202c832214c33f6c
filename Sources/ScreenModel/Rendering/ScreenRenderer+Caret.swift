extension ScreenRenderer {
    /// Where typing lands on the drawn screen: the cell after the focused field's text
    /// (the first cell of its box when it is empty), or nil when no field has focus or
    /// the spot is out of view. A terminal front end puts its cursor here.
    public static func caret(in tree: ElementTree) -> Point? {
        var found: (ElementSnapshot, ElementPath)?
        tree.walk { element, path, _ in
            if element.hasFocus, element.elementType.acceptsText { found = (element, path) }
            return found == nil
        }
        guard let (field, path) = found, let visible = tree.visibleFrame(at: path) else { return nil }
        let boxStart = field.frame.minX + (field.label.isEmpty ? 0 : field.label.terminalWidth + 1)
        let inner = field.frame.maxX - boxStart - 2
        guard inner >= 1 else { return nil }
        let value = field.value ?? ""
        let caret = Point(x: boxStart + 1 + min(value.terminalWidth, inner - 1), y: field.frame.minY)
        return visible.contains(caret) ? caret : nil
    }
}
