extension ElementLocator {
    /// Whether this locator names a secure text field, whose text is never shown or
    /// written down: the element it finds in `tree` when it finds one, else the type its
    /// query picks (`secureTextFields["pin"]` before the field is drawn).
    package func namesSecureField(in tree: ElementTree?) -> Bool {
        guard let tree, let match = try? tree.resolve(self) else { return query.pickedType == .secureTextField }
        return match.element.elementType == .secureTextField
    }
}
