/// Places and lists orders through the simulated network, against the order store
/// and a payment processor that stand in for the backend.
final class RemoteOrderRepository: OrderRepository {
    private let store: OrderStore
    private let payments: any PaymentGateway
    private let network: NetworkSimulator
    private let days: DaySource

    init(store: OrderStore, payments: any PaymentGateway, network: NetworkSimulator, days: DaySource) {
        self.store = store
        self.payments = payments
        self.network = network
        self.days = days
    }

    func orders(for owner: String, completion: @escaping (Result<[Order], RequestFailure>) -> Void) {
        let store = store
        network.send("GET /orders", respond: { store.orders(for: owner) }, completion: completion)
    }

    func placeOrder(_ request: OrderRequest, completion: @escaping (Result<Order, CheckoutFailure>) -> Void) {
        let store = store, payments = payments, days = days
        network.send(
            "POST /orders",
            respond: { () -> Order? in
                guard payments.approves(request.cart.total) else { return nil }
                return store.record(request, on: days.today())
            },
            completion: { result in
                switch result {
                case let .success(order?): completion(.success(order))
                case .success(nil): completion(.failure(.paymentDeclined))
                case let .failure(failure): completion(.failure(.request(failure)))
                }
            })
    }
}
