/// Keeps the signed-in user in `session.json` in the state directory.
final class PersistedSessionRepository: SessionRepository {
    private static let file = StateFile<User>(
        name: "session.json",
        encode: { .object(["email": .string($0.email)]) },
        decode: { json in json["email"]?.stringValue.map(User.init(email:)) }
    )

    private let directory: any StateStorage
    private let report: (String) -> Void
    private(set) var currentUser: User?

    init(directory: any StateStorage, report: @escaping (String) -> Void) {
        self.directory = directory
        self.report = report
        currentUser = Self.file.load(from: directory, report: report)
    }

    func setCurrentUser(_ user: User?) {
        currentUser = user
        Self.file.save(user, to: directory, report: report)
    }
}
