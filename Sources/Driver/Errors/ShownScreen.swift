import ScreenModel

/// What a screen shows a person at a glance, for failure messages: its title, any
/// alerts over it, and any error messages on it.
struct ShownScreen {
    /// The screen's title: its navigation bar's text (or, without one, a static text
    /// whose identifier names a title), with the identifier of the bar or text.
    var title: ElementSnapshot?
    /// The alerts on screen, in drawing order.
    var alerts: [ElementSnapshot] = []
    /// Static texts outside alerts whose identifier names an error, with text showing.
    var errors: [ElementSnapshot] = []

    init(_ tree: ElementTree) {
        var titleText: ElementSnapshot?
        tree.walk { element, _, ancestors in
            let insideAlert = ancestors.contains { $0.elementType == .alert }
            switch element.elementType {
            case .navigationBar where title == nil:
                var bar = element
                if bar.label.isEmpty {
                    bar.label = element.firstDescendant { $0.elementType == .staticText && !$0.label.isEmpty }?.label ?? ""
                }
                if !bar.label.isEmpty || !bar.identifier.isEmpty { title = bar }
            case .alert:
                alerts.append(element)
            case .staticText where !insideAlert && !element.label.isEmpty:
                let identifier = element.identifier.lowercased()
                if identifier.contains("error") && errors.count < 3 { errors.append(element) }
                if titleText == nil && identifier.contains("title") { titleText = element }
            default:
                break
            }
            return true
        }
        if title == nil { title = titleText }
    }
}

extension ElementSnapshot {
    /// The first element inside this one, in drawing order, that satisfies `condition`.
    func firstDescendant(where condition: (ElementSnapshot) -> Bool) -> ElementSnapshot? {
        for child in children {
            if condition(child) { return child }
            if let found = child.firstDescendant(where: condition) { return found }
        }
        return nil
    }
}
