import ScreenModel
import TerminalUI

/// The order history of the signed-in shopper, newest first; a guest is asked to sign in.
final class OrdersViewModel {
    /// Where the list stands.
    enum Phase: Equatable {
        case idle, loading, loaded, failed
    }

    private(set) var orders: [Order] = []
    private(set) var phase: Phase = .idle
    private(set) var scrollPosition = ScrollPosition()
    /// Why the last request failed, while the list shows its failure.
    private(set) var failure: RequestFailure?

    private let repository: any OrderRepository
    private let signedInUser: any SignedInUserStore
    private let alerts: AlertViewModel
    private let onSignInRequested: () -> Void
    private var requestNumber = 0

    init(repository: any OrderRepository, signedInUser: any SignedInUserStore, alerts: AlertViewModel, onSignInRequested: @escaping () -> Void) {
        self.repository = repository
        self.signedInUser = signedInUser
        self.alerts = alerts
        self.onSignInRequested = onSignInRequested
    }

    /// The signed-in shopper; nil for a guest.
    var user: User? { signedInUser.currentUser }

    var isLoading: Bool { phase == .loading }

    /// Whether to say there are no orders yet.
    var showsEmpty: Bool { phase == .loaded && orders.isEmpty }

    /// Fetches the orders afresh each time the tab shows, so a new order appears.
    func appear() {
        guard let user else {
            orders = []
            phase = .idle
            return
        }
        requestNumber += 1
        let number = requestNumber
        phase = .loading
        failure = nil
        orders = []
        scrollPosition.reset()
        repository.orders(for: user.email) { [weak self] result in
            guard let self, number == self.requestNumber else { return }
            switch result {
            case let .success(orders):
                self.orders = orders.sorted { $0.number > $1.number }
                self.phase = .loaded
            case let .failure(failure):
                self.phase = .failed
                self.failure = failure
                self.alerts.present(failure) { [weak self] in self?.appear() }
            }
        }
    }

    /// Repeats the request that failed.
    func retry() {
        appear()
    }

    func signIn() {
        onSignInRequested()
    }

    func scroll(_ direction: SwipeDirection, visibleRows: Int) {
        scrollPosition.scroll(direction, visibleRows: visibleRows, rowCount: orders.count)
    }

    func reveal(_ row: Int, visibleRows: Int) {
        scrollPosition.reveal(row, visibleRows: visibleRows, rowCount: orders.count)
    }
}
