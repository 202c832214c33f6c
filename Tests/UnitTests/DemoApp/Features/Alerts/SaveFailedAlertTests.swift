@testable import AppAutomation
@testable import DemoApp
import ScreenModel
@testable import TerminalUI
import Testing

@Suite("The alert for a failed save")
struct SaveFailedAlertTests {
    @Test("saves that fail while their alert waits add no second one; a later failure shows it again")
    func oneAlertWhileWaiting() {
        let alerts = AlertViewModel()
        alerts.present(.offline) {}

        alerts.presentSaveFailed()
        alerts.presentSaveFailed()
        alerts.dismiss()
        let shown = alerts.current?.kind
        alerts.dismiss()
        let afterOK = alerts.current?.kind
        alerts.presentSaveFailed()

        #expect(shown == .saveFailed)
        #expect(afterOK == nil)
        #expect(alerts.current?.kind == .saveFailed)
        #expect(alerts.current?.retry == nil)
    }

    @Test("the host shows the alert when it settles after a save failed off its thread")
    func hostShowsRecordedFailures() throws {
        let dependencies = AppDependencies(
            auth: FakeAuthService(), signedInUser: FakeSignedInUserStore(Sample.user), catalog: FakeCatalogRepository(),
            carts: InMemoryCartRepository(), promotions: BuiltInPromotions(), orders: FakeOrderRepository()
        )
        let host = ViewHost(
            app: ShopApp(model: AppModel(dependencies: dependencies), strings: .english), scheduler: Scheduler(clock: VirtualClock()), screenSize: .standardTerminal)
        let failures = try SaveFailures()
        host.shop.saveFailures = failures

        failures.record("state: cannot write cart.json.tmp: No space left on device")
        host.settle()

        #expect(host.shop.model.alerts.current?.kind == .saveFailed)
        #expect(failures.take().isEmpty)
    }
}
