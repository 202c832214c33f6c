package import ScreenModel

/// How a recording names an element: by its type and identifier, as a page object
/// would (`buttons["loginButton"]`), never by its label or position. An identifier
/// that several elements share is qualified by the nearest identified ancestor that
/// tells them apart (`alerts["offlineAlert"].buttons["alertRetryButton"]`); only when
/// none does is the match picked by its index.
package enum RecordedLocator {
    /// The locator for the element at `path`, or nil when it has no identifier (or is
    /// of a type scripts cannot name), so a recording cannot name it.
    package static func locator(at path: ElementPath, in tree: ElementTree) -> ElementLocator? {
        guard let element = tree.element(at: path), !element.identifier.isEmpty, element.elementType.queryProviderName != nil else {
            return nil
        }
        let steps: [QueryStep] = [.descendants(element.elementType), .key(element.identifier)]
        let plain = Query(base: .application, steps: steps)
        if isUnique(plain, at: path, in: tree) { return ElementLocator(query: plain, pick: .only) }
        var ancestorIndices = path.indices
        while !ancestorIndices.isEmpty {
            ancestorIndices.removeLast()
            let ancestorPath = ElementPath(ancestorIndices)
            guard let ancestor = locator(at: ancestorPath, in: tree), ancestor.pick == .only else { continue }
            let qualified = Query(base: .element(ancestor), steps: steps)
            if isUnique(qualified, at: path, in: tree) { return ElementLocator(query: qualified, pick: .only) }
        }
        let matches = (try? tree.matches(plain).matches) ?? []
        guard let index = matches.firstIndex(where: { $0.path == path }) else { return nil }
        return ElementLocator(query: plain, pick: index == 0 ? .first : .index(index))
    }

    /// The locator as a script writes it, without the leading `app.`: `buttons["loginButton"]`.
    package static func scriptText(_ locator: ElementLocator) -> String {
        let text = locator.description
        return text.hasPrefix("app.") ? String(text.dropFirst(4)) : text
    }

    private static func isUnique(_ query: Query, at path: ElementPath, in tree: ElementTree) -> Bool {
        guard let matches = try? tree.matches(query).matches else { return false }
        return matches.count == 1 && matches[0].path == path
    }
}
