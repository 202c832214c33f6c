/// One JSON file in the state directory, read and written as a value.
///
/// A file that cannot be read or parsed is moved aside for inspection, reported,
/// and treated as absent: a bad file never crashes the app and is never silently used.
struct StateFile<Value>: Sendable {
    let name: String
    let encode: @Sendable (Value) -> JSON
    let decode: @Sendable (JSON) -> Value?

    /// The stored value, or nil when there is none or it was unreadable (then `report`
    /// receives a sentence saying what happened and where the file went).
    func load(from directory: any StateStorage, report: (String) -> Void) -> Value? {
        let text: String?
        do {
            text = try directory.read(name)
        } catch {
            report("state: \(error); starting without \(name)")
            return nil
        }
        guard let text else { return nil }
        let problem: String
        do {
            let json = try JSON(parsing: text)
            if let value = decode(json) { return value }
            problem = "its contents do not describe a \(name.split(separator: ".").first ?? "value")"
        } catch {
            problem = error.description
        }
        let movedTo = directory.setAside(name)
        report("state: \(name) in \(directory.location) is corrupt (\(problem)); moved it to \(movedTo) and started without it")
        return nil
    }

    /// Stores `value` atomically, or removes the file when `value` is nil. Failures are
    /// reported, not thrown: the app keeps running with what it has in memory.
    func save(_ value: Value?, to directory: any StateStorage, report: (String) -> Void) {
        guard let value else {
            directory.remove(name)
            return
        }
        do {
            try directory.write(name, encode(value).serialized + "\n")
        } catch {
            report("state: \(error)")
        }
    }
}
