@testable import AppAutomation
@testable import DemoApp
@testable import TerminalUI
import Testing

@Suite("Alert view model")
struct AlertViewModelTests {
    @Test(
        "a failed request shows the alert for its cause",
        arguments: [
            (failure: RequestFailure.offline, kind: AppAlert.Kind.offline),
            (failure: .serverError, kind: .serverError),
        ])
    func kindFollowsFailure(failure: RequestFailure, kind: AppAlert.Kind) {
        let alerts = AlertViewModel()

        alerts.present(failure) {}

        #expect(alerts.current?.kind == kind)
    }

    @Test("retry closes the alert and repeats the request once")
    func retryRepeatsOnce() {
        let alerts = AlertViewModel()
        var retries = 0
        alerts.present(.offline) { retries += 1 }

        alerts.retry()
        alerts.retry()

        #expect(retries == 1)
        #expect(alerts.current == nil)
    }

    @Test("retry closes the alert it repeats the request of, and the next alert then shows")
    func retryClosesTheShownAlert() {
        let alerts = AlertViewModel()
        var retries = 0
        alerts.present(.offline) { retries += 1 }
        alerts.presentPaymentDeclined()

        alerts.retry()

        #expect(retries == 1)
        #expect(alerts.current?.kind == .paymentDeclined)
    }

    @Test("dismissing closes the alert without retrying")
    func dismissDoesNotRetry() {
        let alerts = AlertViewModel()
        var retries = 0
        alerts.present(.offline) { retries += 1 }

        alerts.dismiss()

        #expect(retries == 0)
        #expect(alerts.current == nil)
    }

    @Test("a second failure waits until the first alert is closed")
    func alertsQueue() {
        let alerts = AlertViewModel()
        alerts.present(.offline) {}
        alerts.presentPaymentDeclined()

        #expect(alerts.current?.kind == .offline)
        alerts.dismiss()

        #expect(alerts.current?.kind == .paymentDeclined)
    }

    @Test("a declined payment offers no retry")
    func declinedHasNoRetry() {
        let alerts = AlertViewModel()

        alerts.presentPaymentDeclined()

        #expect(alerts.current?.retry == nil)
    }
}
