/// The accounts the app's backend knows, with their passwords.
struct Accounts: Sendable {
    let passwords: [String: String]

    /// The built-in accounts every composition knows.
    static let builtIn = Accounts(passwords: [
        "user@example.com": "securePass1",
        "test@example.com": "livePassword",
    ])

    /// The emails, sorted.
    var emails: [String] { passwords.keys.sorted() }
}

/// Signs in against a set of accounts over the simulated network.
final class RemoteAuthService: AuthService {
    private let accounts: Accounts
    private let network: NetworkSimulator

    init(accounts: Accounts, network: NetworkSimulator) {
        self.accounts = accounts
        self.network = network
    }

    func signIn(email: String, password: String, completion: @escaping (Result<User, SignInError>) -> Void) {
        let accounts = accounts
        network.send(
            "POST /session",
            respond: { () -> User? in
                accounts.passwords[email] == password ? User(email: email) : nil
            },
            completion: { result in
                switch result {
                case let .success(user?): completion(.success(user))
                case .success(nil): completion(.failure(.invalidCredentials))
                case let .failure(failure): completion(.failure(.request(failure)))
                }
            })
    }
}
