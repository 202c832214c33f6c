/// A value the app keeps in one state file: loaded once at launch, written through
/// on every change, each write under a new revision number.
final class PersistedValue<Value> {
    private let file: StateFile<Value>
    private let storage: any StateStorage
    private let report: (String) -> Void
    private(set) var value: Value
    /// How many times the value has been saved, across launches.
    private(set) var revision: Int

    /// Loads `file`, falling back to `initial` when it is absent or unusable.
    init(file: StateFile<Value>, storage: any StateStorage, initial: Value, report: @escaping (String) -> Void) {
        self.file = file
        self.storage = storage
        self.report = report
        let contents = file.load(from: storage, report: report)
        value = contents?.value ?? initial
        revision = contents?.revision ?? 0
    }

    /// Replaces the value and saves it.
    func set(_ newValue: Value) {
        value = newValue
        save()
    }

    /// Saves the value again under the next revision, so the file's bytes change even
    /// though the value did not.
    func save() {
        revision += 1
        file.save(value, revision: revision, to: storage, report: report)
    }
}
