import ScreenModel

/// Which element stands for a screen, as a page object's `landmark` does, and which
/// one to wait for when busy work changes what is shown.
enum ScreenLandmark {
    /// The landmark of the screen `tree` shows: the topmost alert or sheet while one
    /// is shown, else the first identified text in drawing order outside the tab bar
    /// (a screen's title), else its first identified element.
    static func of(_ tree: ElementTree) -> ElementLocator? {
        if let modal = topmostModalPath(in: tree), let locator = RecordedLocator.locator(at: modal, in: tree) { return locator }
        var title: ElementPath?
        var anyIdentified: ElementPath?
        tree.walk { element, path, ancestors in
            guard title == nil else { return false }
            if element.elementType == .tabBar { return false }
            if !element.identifier.isEmpty, !path.indices.isEmpty, ancestors.allSatisfy({ !$0.elementType.isModal }) {
                if element.elementType == .staticText { title = path } else if anyIdentified == nil { anyIdentified = path }
            }
            return true
        }
        return (title ?? anyIdentified).flatMap { RecordedLocator.locator(at: $0, in: tree) }
    }

    /// What to wait for after busy work turned `before` into `after`: the new screen's
    /// landmark when the screen changed, else the first identified element that
    /// appeared (texts first, such as a confirmation); nil when nothing new appeared.
    static func appeared(in after: ElementTree, since before: ElementTree?) -> ElementLocator? {
        let landmark = of(after)
        guard let before else { return landmark }
        if let landmark, landmark.description != of(before)?.description { return landmark }
        let known = Set(identities(in: before))
        var newText: ElementPath?
        var newOther: ElementPath?
        after.walk { element, path, _ in
            guard !element.identifier.isEmpty, !known.contains(Identity(element)) else { return true }
            if element.elementType == .staticText { newText = newText ?? path } else { newOther = newOther ?? path }
            return true
        }
        return (newText ?? newOther).flatMap { RecordedLocator.locator(at: $0, in: after) }
    }

    /// The path of the alert or sheet drawn last, if one is shown.
    static func topmostModalPath(in tree: ElementTree) -> ElementPath? {
        var modal: ElementPath?
        tree.walk { element, path, _ in
            if element.elementType.isModal { modal = path }
            return true
        }
        return modal
    }

    private struct Identity: Hashable {
        let type: ElementType
        let identifier: String
        init(_ element: ElementSnapshot) {
            type = element.elementType
            identifier = element.identifier
        }
    }

    private static func identities(in tree: ElementTree) -> [Identity] {
        var result: [Identity] = []
        tree.walk { element, _, _ in
            if !element.identifier.isEmpty { result.append(Identity(element)) }
            return true
        }
        return result
    }
}
