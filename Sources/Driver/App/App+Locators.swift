public import ScreenModel

extension App {
    /// The element a locator value finds, for tools that build locators themselves
    /// (such as a script parser).
    public func element(_ locator: ElementLocator) -> Element {
        Element(app: self, locator: locator)
    }

    /// The query a query value describes.
    public func query(_ query: Query) -> ElementQuery {
        ElementQuery(app: self, query: query)
    }
}
