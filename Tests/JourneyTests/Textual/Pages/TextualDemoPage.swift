import Driver

/// Textual's own demo (`python -m textual`): pages chosen from the footer, whose keys
/// and buttons Textual makes from the app's bindings. The demo gives few of its widgets
/// an id, so most are found by type and label.
struct TextualDemoHomePage: Screen {
    static let name = "Textual demo home"
    static func landmark(in app: App) -> Element { app.staticTexts.matching(.label("What is Textual?")).firstMatch }

    let app: App

    /// The footer's button for a page: `w Widgets`.
    func footerButton(_ label: String) -> Element {
        app.toolbars.firstMatch.buttons.matching(.label(contains: label)).element
    }

    /// Opens the widget gallery from the footer.
    func openWidgets() async throws -> TextualDemoWidgetsPage {
        try await footerButton("Widgets").tap()
        return try await TextualDemoWidgetsPage(app, timeout: .seconds(30))
    }
}

/// The demo's widget gallery: buttons, checkboxes, inputs and more, one section after another.
struct TextualDemoWidgetsPage: Screen {
    static let name = "Textual demo widgets"
    static func landmark(in app: App) -> Element { app.staticTexts.matching(.label("Widgets")).firstMatch }

    let app: App

    /// The first row of buttons (enabled), by label: `Primary`.
    func button(_ label: String) -> Element {
        app.buttons.matching(.label(label) && .isEnabled).firstMatch
    }

    /// The checkbox labelled `A Checkbox`.
    var checkbox: Element { app.switches.matching(.label("A Checkbox")).element }

    /// The gallery's scrolling page.
    var gallery: Element { app.scrollViews.firstMatch }

    /// Swipes the gallery up until `element` can be tapped, at most `swipes` times.
    func scroll(toReveal element: Element, swipes: Int = 20) async throws {
        for _ in 0..<swipes {
            if try await element.exists, try await element.isHittable { return }
            try await gallery.swipeUp(timeout: .seconds(30))
        }
    }
}
