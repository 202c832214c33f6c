import AppAutomation

/// One JSON file in the state directory holding one value and a revision number:
/// `{"revision": 7, "cart": {...}}`.
///
/// A file that cannot be read or parsed is moved aside for inspection, reported,
/// and treated as absent: a bad file never crashes the app and is never silently used.
struct StateFile<Value>: Sendable {
    /// What a file held.
    struct Contents {
        let value: Value
        /// How many times the value had been saved.
        let revision: Int
    }

    let name: String
    /// The document field holding the value, e.g. `cart`.
    let key: String
    let encode: @Sendable (Value) -> JSON
    /// The value `json` describes, or nil when it describes none (a corrupt file).
    let decode: @Sendable (JSON) -> Value?

    /// What the file holds, or nil when there is no file or it was unusable (then
    /// `report` receives a sentence saying what happened and where the file went).
    func load(from storage: any StateStorage, report: (String) -> Void) -> Contents? {
        let text: String?
        do {
            text = try storage.read(name)
        } catch {
            setAside(in: storage, problem: error.description, report: report)
            return nil
        }
        guard let text else { return nil }
        let problem: String
        do {
            let json = try JSON(parsing: text)
            if let revision = json["revision"]?.integerValue, revision >= 0, let field = json[key], let value = decode(field) {
                return Contents(value: value, revision: revision)
            }
            problem = "its contents are not a revision and a \(key)"
        } catch {
            problem = error.description
        }
        setAside(in: storage, problem: problem, report: report)
        return nil
    }

    /// Stores `value` under `revision`, atomically. Failures are reported, not thrown:
    /// the app keeps running with what it has in memory.
    func save(_ value: Value, revision: Int, to storage: any StateStorage, report: (String) -> Void) {
        let document = JSON.object(["revision": .integer(revision), key: encode(value)])
        do {
            try storage.write(name, document.serialized + "\n")
        } catch {
            report("state: \(error)")
        }
    }

    private func setAside(in storage: any StateStorage, problem: String, report: (String) -> Void) {
        if let movedTo = storage.setAside(name) {
            report("state: \(name) in \(storage.location) is unusable (\(problem)); moved it to \(movedTo) and started without it")
        } else {
            report("state: \(name) in \(storage.location) is unusable (\(problem)) and could not be moved aside; starting without it")
        }
    }
}
