@testable import AppAutomation
@testable import DemoApp
@testable import TerminalUI
import Testing

@Suite("Confirmation view model")
struct ConfirmationViewModelTests {
    @Test("continue shopping is handed on")
    func continueShopping() {
        var continued = 0
        let model = ConfirmationViewModel(order: Sample.order(number: 1004)) { continued += 1 }

        model.continueShopping()

        #expect(continued == 1)
    }
}
