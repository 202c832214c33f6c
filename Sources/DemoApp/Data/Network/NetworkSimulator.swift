import AppAutomation
/// The pretend network between the app and its backend: every request takes the
/// configured latency on the app's clock, and is busy work the app reports by name.
final class NetworkSimulator {
    /// How the network behaves.
    struct Conditions: Equatable {
        /// Milliseconds each request takes.
        var latencyMilliseconds: Int
        /// Whether requests fail as if there were no connection.
        var isOffline: Bool = false
        /// Whether every other request fails with a server error.
        var isFlaky: Bool = false

        /// A local backend: answers at once, never fails.
        static let local = Conditions(latencyMilliseconds: 0)
    }

    var conditions: Conditions
    private let scheduler: Scheduler
    private var requestCount = 0

    init(conditions: Conditions, scheduler: Scheduler) {
        self.conditions = conditions
        self.scheduler = scheduler
    }

    /// Sends request `name` (e.g. `POST /session`); after the latency, calls
    /// `completion` with what `respond` returns, or with the network's failure.
    ///
    /// `respond` runs only when the request gets through, as a server acts only on
    /// requests it receives.
    func send<Response>(
        _ name: String,
        respond: @escaping () -> Response,
        completion: @escaping (Result<Response, RequestFailure>) -> Void
    ) {
        requestCount += 1
        let failsAsFlaky = conditions.isFlaky && requestCount % 2 == 1
        scheduler.schedule(after: conditions.latencyMilliseconds, name: "network: \(name)") { [weak self] in
            guard let self else { return }
            // Conditions are read when the answer arrives, so a network that comes back
            // while a request is in flight lets it succeed.
            if self.conditions.isOffline {
                completion(.failure(.offline))
            } else if failsAsFlaky {
                completion(.failure(.serverError))
            } else {
                completion(.success(respond()))
            }
        }
    }
}
