import Driver
import DriverTesting
import Testing

@Suite("Virtual clock", .tags(.journey), .tagSelection, .appDiagnostics, .timeLimit(.minutes(1)), .hangReport)
struct VirtualClockJourneyTests {
    @Test("on a slow network with a virtual clock, waits fast-forward the app's timers instead of waiting")
    func slowNetworkFastForwards() async throws {
        let app = try await JourneyConfiguration.standard.launch(.network(.slow), .virtualClock)
        // A virtual clock moves only when the driver advances it, so the 1.5 s sign-in
        // finishes within any timeout only if the waits fast-forward it: no wall-clock
        // budget is needed to prove it (and none could hold on a loaded machine).
        app.actionTimeout = .seconds(10)

        let shop = try await LoginPage(app).signIn(as: .standard)

        #expect(try await shop.title.label == "Shop")
        #expect(app.tree?.activity.clock == .virtual)
    }

    @Test("without fast-forwarding, the same wait times out naming the request still in flight")
    func withoutFastForwardTheWaitNamesTheWork() async throws {
        let app = try await signInPendingOnStoppedClock()

        let error = await #expect(throws: DriverError.self) {
            try await ShopPage.landmark(in: app).waitUntilExists(timeout: .milliseconds(100))
        }

        #expect(error?.code == .noSuchElement)
        #expect(error?.message.contains("the app was still busy with network: POST /session (1500 ms left) on the virtual clock") == true)
    }

    @Test("advanceClock moves a virtual clock by hand")
    func advanceClockByHand() async throws {
        let app = try await signInPendingOnStoppedClock()

        try await app.advanceClock(by: .milliseconds(1_499))
        #expect(app.activityIndicators["loginActivity"].instant.exists, "the request is still on its way")
        try await app.advanceClock(by: .milliseconds(1))

        #expect(ShopPage.landmark(in: app).instant.exists, "the shop shows, loading its catalog on the stopped clock")
    }

    /// An app on a slow network and a virtual clock the driver does not advance, with a
    /// sign-in sent and its 1.5 s request pending.
    private func signInPendingOnStoppedClock() async throws -> App {
        let app = App(executable: demoApp)
        app.launchArguments = ["--uitesting", "--reset-state", "--network", "slow", "--clock", "virtual"]
        app.advancesVirtualClock = false
        try await app.launch()
        let login = try await LoginPage(app).fill(email: Account.standard.email, password: Account.standard.password)
        try await login.loginButton.tap()
        return app
    }
}
