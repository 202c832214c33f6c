import Foundation

/// Every mutant the operators make of a set of source files, in file and line order.
enum Catalogue {
    /// The mutants of `files` (paths relative to `root`) by `operators`.
    static func mutants(root: String, files: [String], operators: [MutationOperator]) throws -> [Mutant] {
        var mutants: [Mutant] = []
        for path in files {
            let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
            let source = SourceText(text)
            for index in source.lines.indices where source.isCompiled[index] {
                let line = source.lines[index]
                let masked = source.maskedLine(index)
                let code = String(masked).trimmingCharacters(in: .whitespaces)
                if code.isEmpty || code.allSatisfy({ $0 == "\0" }) || code.hasPrefix("import ") || code.hasPrefix("@") { continue }
                var seen: Set<[Character]> = []
                for mutationOperator in operators {
                    for mutated in mutationOperator.mutate(line, masked) where mutated != line && seen.insert(mutated).inserted {
                        mutants.append(
                            Mutant(
                                path: path, line: index + 1, operatorName: mutationOperator.name,
                                original: String(line), mutated: String(mutated)
                            ))
                    }
                }
            }
        }
        return mutants
    }

    /// The Swift files under `Sources/` (relative to `root`), sorted, minus `excluded`
    /// folders and keeping only paths matching `filter`, if given.
    static func sourceFiles(root: String, excluding excluded: [String], matching filter: NSRegularExpression?) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root + "/Sources") else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let path = "Sources/" + relative
            guard path.hasSuffix(".swift"), !excluded.contains(where: { path.hasPrefix($0 + "/") }) else { continue }
            if let filter, filter.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) == nil { continue }
            files.append(path)
        }
        return files.sorted()
    }
}
