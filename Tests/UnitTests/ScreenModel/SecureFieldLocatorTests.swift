import ScreenModel
import Testing

@Suite("Which locators name a secure field")
struct SecureFieldLocatorTests {
    @Test("a locator that finds an element is judged by that element's type, whatever its query says")
    func foundElementDecides() {
        let tree = Fixtures.loginTree
        let anyPassword = ElementLocator(query: Query(steps: [.descendants(.any), .key("passwordField")]), pick: .only)

        #expect(anyPassword.namesSecureField(in: tree))
        #expect(!locator(.textField, "emailField").namesSecureField(in: tree))
        #expect(!locator(.button, "loginButton").namesSecureField(in: tree))
    }

    @Test("a locator that finds nothing, or has no tree to look in, is judged by the type its query picks")
    func queryDecidesWithoutAMatch() {
        let tree = Fixtures.loginTree

        #expect(locator(.secureTextField, "pinField").namesSecureField(in: tree))
        #expect(locator(.secureTextField, "passwordField").namesSecureField(in: nil))
        #expect(!locator(.textField, "pinField").namesSecureField(in: tree))
        #expect(!locator(.textField, "emailField").namesSecureField(in: nil))
    }
}
