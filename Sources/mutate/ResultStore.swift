import Foundation

/// The results of every run, one JSON object a line in `.build/mutate/results.jsonl`;
/// for each mutant the latest counts.
struct ResultStore {
    let path: String

    /// The latest result of each mutant, by `Mutant.key`.
    func latest() -> [String: Result] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [:] }
        var results: [String: Result] = [:]
        let decoder = JSONDecoder()
        for line in text.split(separator: "\n") {
            if let result = try? decoder.decode(Result.self, from: Data(line.utf8)) { results[result.key] = result }
        }
        return results
    }

    /// Appends `result`.
    func append(_ result: Result) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(result)
        data.append(UInt8(ascii: "\n"))
        if !FileManager.default.fileExists(atPath: path) {
            _ = FileManager.default.createFile(atPath: path, contents: nil)
        }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: data)
    }
}

/// Mutants known to change nothing a test could see, each with the reason, from
/// `Scripts/mutation-equivalents.txt`: `path | operator | line as it is | line as mutated | why`,
/// the lines without their indentation, so an entry holds wherever the line moves; a `|`
/// of the code is written `\|`, so a line with ` | ` in it can be listed.
struct Equivalents {
    private var reasons: [String: String] = [:]

    init(path: String) {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return }
        for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.trimmingCharacters(in: .whitespaces).isEmpty {
            let fields = line.replacingOccurrences(of: "\\|", with: "\u{1E}").components(separatedBy: " | ")
                .map { $0.replacingOccurrences(of: "\u{1E}", with: "|") }
            guard fields.count >= 5 else { continue }
            reasons[Self.key(fields[0], fields[1], fields[2], fields[3])] = fields[4...].joined(separator: " | ")
        }
    }

    /// Why `mutant` is equivalent, if it is listed.
    func reason(for mutant: Mutant) -> String? {
        reasons[Self.key(mutant.path, mutant.operatorName, mutant.original, mutant.mutated)]
    }

    private static func key(_ path: String, _ operatorName: String, _ original: String, _ mutated: String) -> String {
        [path, operatorName, original.trimmingCharacters(in: .whitespaces), mutated.trimmingCharacters(in: .whitespaces)]
            .joined(separator: "\u{1F}")
    }
}
