import ScreenModel

/// Small trees for unit tests, built the way the demo app lays out its screens.
enum Fixtures {
    /// A sign-in screen: two fields, a disabled button, an error label.
    static var loginTree: ElementTree {
        ElementTree(
            generation: 3,
            root: ElementSnapshot(
                .application, label: "Shop", frame: Rect(x: 0, y: 0, width: 80, height: 24),
                children: [
                    ElementSnapshot(
                        .window, frame: Rect(x: 0, y: 0, width: 80, height: 24),
                        children: [
                            ElementSnapshot(
                                .textField, identifier: "emailField", label: "Email", value: "", placeholderValue: "you@example.com",
                                frame: Rect(x: 2, y: 3, width: 40, height: 1)),
                            ElementSnapshot(
                                .secureTextField, identifier: "passwordField", label: "Password", value: "",
                                frame: Rect(x: 2, y: 5, width: 40, height: 1)),
                            ElementSnapshot(
                                .button, identifier: "loginButton", label: "Log In", isEnabled: false,
                                frame: Rect(x: 2, y: 7, width: 10, height: 1)),
                            ElementSnapshot(
                                .staticText, identifier: "loginErrorLabel", label: "Incorrect email or password.",
                                frame: Rect(x: 2, y: 9, width: 40, height: 1)),
                        ])
                ]))
    }

    /// A table of `count` product cells, each holding a name and a price, in a table
    /// that shows rows 2 to 20 of an 80x24 screen; a tab bar below it.
    static func shopTree(count: Int = 30, scrolledBy offset: Int = 0) -> ElementTree {
        let cells = (0..<count).map { index in
            ElementSnapshot(
                .cell, identifier: "productCell_\(index)", label: "Product \(index)",
                frame: Rect(x: 0, y: 2 + index - offset, width: 80, height: 1),
                children: [
                    ElementSnapshot(
                        .staticText, identifier: "productName_\(index)", label: index == 4 ? "Running Shoes" : "Product \(index)",
                        frame: Rect(x: 2, y: 2 + index - offset, width: 40, height: 1)),
                    ElementSnapshot(.staticText, label: "€\(index).00", frame: Rect(x: 60, y: 2 + index - offset, width: 10, height: 1)),
                ])
        }
        return ElementTree(
            generation: 7,
            root: ElementSnapshot(
                .application, label: "Shop", frame: Rect(x: 0, y: 0, width: 80, height: 24),
                children: [
                    ElementSnapshot(
                        .window, frame: Rect(x: 0, y: 0, width: 80, height: 24),
                        children: [
                            ElementSnapshot(
                                .navigationBar, frame: Rect(x: 0, y: 0, width: 80, height: 2),
                                children: [
                                    ElementSnapshot(.staticText, identifier: "dashboardTitle", label: "Shop", frame: Rect(x: 38, y: 0, width: 4, height: 1))
                                ]),
                            ElementSnapshot(.table, identifier: "productTable", frame: Rect(x: 0, y: 2, width: 80, height: 19), children: cells),
                            ElementSnapshot(
                                .tabBar, frame: Rect(x: 0, y: 22, width: 80, height: 2),
                                children: [
                                    ElementSnapshot(.button, identifier: "Shop", label: "Shop", isSelected: true, frame: Rect(x: 2, y: 23, width: 8, height: 1)),
                                    ElementSnapshot(.button, identifier: "Cart", label: "Cart", frame: Rect(x: 12, y: 23, width: 8, height: 1)),
                                ]),
                        ])
                ]))
    }

    /// `tree` with an alert drawn over everything.
    static func withAlert(_ tree: ElementTree) -> ElementTree {
        var tree = tree
        let alert = ElementSnapshot(
            .alert, identifier: "offlineAlert", label: "Offline", frame: Rect(x: 20, y: 8, width: 40, height: 6),
            children: [
                ElementSnapshot(.staticText, label: "You are offline.", frame: Rect(x: 22, y: 10, width: 30, height: 1)),
                ElementSnapshot(.button, identifier: "retryButton", label: "Retry", frame: Rect(x: 22, y: 12, width: 9, height: 1)),
            ])
        tree.root.children[0].children.append(alert)
        return tree
    }
}

/// A locator for `app.<type provider>["key"]`.
func locator(_ type: ElementType, _ key: String) -> ElementLocator {
    ElementLocator(query: Query(steps: [.descendants(type), .key(key)]), pick: .only)
}
