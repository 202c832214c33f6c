import AppAutomation
import ScreenModel
import SystemLayer
import TerminalUI

/// The one place that turns launch options into a running app: it picks the clock,
/// the storage, the backend and the scenario, and wires every feature to them.
///
/// Feature code never asks whether it is under test; it gets different parts.
enum CompositionRoot {
    /// Builds the app for `options` on a screen of `screenSize`.
    ///
    /// - Parameter report: receives sentences worth logging (a corrupt state file set aside).
    /// - Throws: `StateDirectoryError` when the state directory is locked by another
    ///   process or cannot be created.
    ///   - storage: where state is kept; by default what the options ask for.
    static func assemble(
        options: LaunchOptions, screenSize: Size, report: @escaping (String) -> Void, storage chosen: (any StateStorage)? = nil
    ) throws(StateDirectoryError) -> ViewHost {
        let clock: any AppClock = options.clock == .virtual ? VirtualClock() : MonotonicClock()
        let scheduler = Scheduler(clock: clock)
        let storage: any StateStorage
        if let chosen { storage = chosen } else { storage = try makeStorage(options) }
        // Before any repository reads its file.
        if options.resetState { storage.removeAll() }

        let network = NetworkSimulator(conditions: networkConditions(options), scheduler: scheduler)
        let signedInUser = PersistedSignedInUserStore(storage: storage, report: report)
        let carts = PersistedCartRepository(storage: storage, report: report)
        let orderStore = OrderStore(storage: storage, report: report)
        #if DEBUG
        let payments: any PaymentGateway = options.paymentDeclined ? TestScenarios.DecliningPaymentGateway() : ApprovingPaymentGateway()
        let days = options.uiTesting ? TestScenarios.days : DaySource.system
        TestScenarios.seed(options.scenarios, signedInUser: signedInUser, carts: carts, orders: orderStore)
        let opensInShop = TestScenarios.opensInShop(options.scenarios)
        #else
        let payments: any PaymentGateway = ApprovingPaymentGateway()
        let days = DaySource.system
        let opensInShop = false
        #endif

        let dependencies = AppDependencies(
            auth: RemoteAuthService(accounts: .builtIn, network: network),
            signedInUser: signedInUser,
            catalog: RemoteCatalogRepository(products: BuiltInCatalog.products, network: network),
            carts: carts,
            promotions: BuiltInPromotions(),
            orders: RemoteOrderRepository(store: orderStore, payments: payments, network: network, days: days)
        )
        let shop = ShopApp(model: AppModel(dependencies: dependencies, opensInShop: opensInShop), strings: .forLocale(options.locale))
        let host = ViewHost(app: shop, scheduler: scheduler, screenSize: screenSize)
        // From here on saves go to disk on a thread of their own, off the path of every
        // answer to the driver; the host writes what is pending before the app exits.
        // A save that fails there is logged and shown on screen (see `SaveFailures`).
        if let directory = storage as? StateDirectory {
            do {
                let failures = try SaveFailures()
                directory.writer = try StateWriter(directory: directory.path) { failures.record($0) }
                shop.saveFailures = failures
            } catch {
                throw .writerNotStarted(error)
            }
        }
        shop.flush = { storage.flush() }
        #if DEBUG
        shop.conditionHandler = TestScenarios.conditionHandler(for: network)
        applyFaults(options.faults, scheduler: scheduler, signedInUser: signedInUser, carts: carts, orders: orderStore)
        #endif
        return host
    }

    /// The folder the app keeps state in without `--state-dir`: `$XDG_STATE_HOME/demoapp`,
    /// else `~/.local/state/demoapp`.
    static var defaultStateDirectory: String {
        if let base = Posix.environmentValue("XDG_STATE_HOME"), !base.isEmpty { return base + "/demoapp" }
        return (Posix.environmentValue("HOME") ?? ".") + "/.local/state/demoapp"
    }

    private static func makeStorage(_ options: LaunchOptions) throws(StateDirectoryError) -> any StateStorage {
        if let path = options.stateDirectory { return try StateDirectory(path: path) }
        // Under test without a directory of its own, a launch keeps nothing between runs.
        if options.uiTesting { return MemoryStateStorage() }
        return try StateDirectory(path: defaultStateDirectory)
    }

    private static func networkConditions(_ options: LaunchOptions) -> NetworkSimulator.Conditions {
        #if DEBUG
        if options.uiTesting || options.network != nil || options.latencyMilliseconds != nil {
            return TestScenarios.networkConditions(profile: options.network ?? .online, latency: options.latencyMilliseconds)
        }
        #endif
        return .local
    }
}
