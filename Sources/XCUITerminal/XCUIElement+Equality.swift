/// Elements compare as XCUITest's do (they are objects there): an element equals itself
/// only, so `==` tells whether two expressions hold the same element object, and
/// elements can go in sets and dictionaries.
extension XCUIElement: Hashable {
    /// Whether `lhs` and `rhs` are the same element object.
    public static func == (lhs: XCUIElement, rhs: XCUIElement) -> Bool {
        lhs === rhs
    }

    /// Hashes the element's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
