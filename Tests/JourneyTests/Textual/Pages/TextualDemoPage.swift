import Driver

/// Textual's own demo (`python -m textual`): pages chosen from the footer, whose keys
/// and buttons Textual makes from the app's bindings. The demo gives few of its widgets
/// an id, so most are found by type and label.
struct TextualDemoHomePage: Screen {
    static let name = "Textual demo home"
    static func landmark(in app: App) -> Element { app.staticTexts.matching(.label("What is Textual?")).firstMatch }

    let app: App

    /// The footer's button for a page: `p Projects`.
    func footerButton(_ label: String) -> Element {
        app.toolbars.firstMatch.buttons.matching(.label(contains: label)).element
    }

    /// The title of the collapsible section `title` (`▶ Textual API` when collapsed,
    /// `▼ Textual API` when expanded).
    func section(_ title: String) -> Element {
        app.staticTexts.matching(.label(contains: title)).element
    }

    /// Opens the gallery of projects from the footer.
    func openProjects() async throws -> TextualDemoProjectsPage {
        try await footerButton("Projects").tap()
        return try await TextualDemoProjectsPage(app, timeout: .seconds(30))
    }
}

/// The demo's gallery of projects made with Textual: one card a project, each with a
/// label `#title`.
struct TextualDemoProjectsPage: Screen {
    static let name = "Textual demo projects"
    static func landmark(in app: App) -> Element { app.staticTexts.matching(.label("Projects")).firstMatch }

    let app: App

    /// The projects' titles.
    var titles: ElementQuery { app.staticTexts.matching(identifier: "title") }

    /// Goes back to the home page from the footer.
    func openHome() async throws -> TextualDemoHomePage {
        try await app.toolbars.firstMatch.buttons.matching(.label(contains: "Home")).element.tap()
        return try await TextualDemoHomePage(app, timeout: .seconds(30))
    }
}
