/// Keeps the signed-in user in `session.json` in the state directory.
final class PersistedSignedInUserStore: SignedInUserStore {
    static let file = StateFile<User?>(
        name: "session.json",
        key: "user",
        encode: { user in user.map { .object(["email": .string($0.email)]) } ?? .null },
        decode: { json in
            if json == .null { return .some(nil) }
            guard let email = json["email"]?.stringValue, !email.isEmpty else { return nil }
            return .some(User(email: email))
        }
    )

    private let stored: PersistedValue<User?>

    init(storage: any StateStorage, report: @escaping (String) -> Void) {
        stored = PersistedValue(file: Self.file, storage: storage, initial: nil, report: report)
    }

    var currentUser: User? { stored.value }

    func setCurrentUser(_ user: User?) {
        stored.set(user)
    }

    /// Writes the session again under a new revision (for the save-loop fault).
    func rewrite() {
        stored.save()
    }
}
