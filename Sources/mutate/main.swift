import Foundation

// Mutation testing for this package: see `Options.usage`, or run `swift run mutate --help`.

func say(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}

func packageRoot() throws -> String {
    var directory = FileManager.default.currentDirectoryPath
    while !FileManager.default.fileExists(atPath: directory + "/Package.swift") {
        let parent = (directory as NSString).deletingLastPathComponent
        guard parent != directory else { throw MutateError("run mutate inside the package (no Package.swift above \(FileManager.default.currentDirectoryPath))") }
        directory = parent
    }
    return directory
}

func main() throws {
    let options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
    if options.listOperators {
        for mutationOperator in MutationOperator.catalogue { say("\(mutationOperator.name): \(mutationOperator.summary)") }
        return
    }
    let root = try packageRoot()
    let scratch = root + "/.build/mutate"
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    let store = ResultStore(path: scratch + "/results.jsonl")
    let equivalents = Equivalents(path: root + "/Scripts/mutation-equivalents.txt")

    let filter = try options.filesPattern.map { try NSRegularExpression(pattern: $0) }
    let files = Catalogue.sourceFiles(root: root, excluding: options.includeTools ? [] : Options.toolFolders, matching: filter)
    var operators = MutationOperator.catalogue
    if let names = options.operatorNames {
        let unknown = names.filter { name in !operators.contains { $0.name == name } }
        guard unknown.isEmpty else { throw MutateError("unknown operators: \(unknown.joined(separator: ", ")); see --list-operators") }
        operators = operators.filter { names.contains($0.name) }
    }
    var selection = try Catalogue.mutants(root: root, files: files, operators: operators)
    // The sample, then the batch, then the filters by earlier results, so that a batch
    // is always the same part of the same sample however often it is resumed or re-run.
    if let sample = options.sample {
        let lines = try MutantSample.lines(root: root, files: files) { try String(contentsOfFile: $0, encoding: .utf8) }
        selection = MutantSample.draw(selection, size: sample, lines: lines, seed: options.seed)
    }
    if let (index, count) = options.batch {
        selection = selection.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
    // --survivors, --untried and --killed-by each add the mutants their latest results
    // name: together, every mutant any of them names.
    let killedBy = try options.killedBy.map { try NSRegularExpression(pattern: $0) }
    if options.survivorsOnly || options.untriedOnly || killedBy != nil {
        let latest = store.latest()
        selection = selection.filter { mutant in
            guard let result = latest[mutant.key] else { return options.untriedOnly }
            if options.survivorsOnly && result.outcome == .survived { return true }
            guard let killedBy, result.outcome == .killed else { return false }
            return killedBy.firstMatch(in: result.detail, range: NSRange(result.detail.startIndex..., in: result.detail)) != nil
        }
    }

    if options.list {
        for mutant in selection { say(mutant.diff + "  [\(mutant.operatorName)]") }
        say("\(selection.count) mutants in \(files.count) files")
        return
    }
    if options.report {
        say(Report(mutants: selection, results: store.latest(), equivalents: equivalents).text)
        return
    }

    let workspace = Workspace(root: root, scratch: scratch)
    say("mutate: \(selection.count) mutants in \(Set(selection.map(\.path)).count) files; scratch copy in \(workspace.tree)")
    let written = try workspace.sync()
    say("synced the scratch copy (\(written) files changed); building it as it is")
    let baselineBuild = workspace.build(timeout: 3600)
    guard baselineBuild.succeeded else { throw MutateError("the unmutated package does not build:\n\(baselineBuild.output.suffix(3000))") }
    let baseline = try TestRun(workspace: workspace).run(timeout: options.timeout ?? 1800)
    if let failure = baseline.failure { throw MutateError("the unmutated package's tests fail, so no mutant can be judged: \(failure)") }
    let timeout = options.timeout ?? max(60, baseline.seconds * 3)
    say(String(format: "the unmutated tests pass in %.1f s; each mutant's run is stopped after %.0f s", baseline.seconds, timeout))

    for (number, mutant) in selection.enumerated() {
        let started = Date()
        guard try workspace.apply(mutant) else {
            say("[\(number + 1)/\(selection.count)] \(mutant.location): the line is not as expected in the copy; skipped")
            continue
        }
        defer { try? workspace.restore(mutant) }
        let build = workspace.build(timeout: 1800)
        let outcome: Outcome
        let detail: String
        if !build.succeeded {
            outcome = .notCompiled
            detail = build.output.split(separator: "\n").first { $0.contains("error:") }.map(String.init) ?? "the build failed"
        } else {
            let verdict = try TestRun(workspace: workspace).run(timeout: timeout)
            outcome = verdict.timedOut ? .timedOut : verdict.failure == nil ? .survived : .killed
            detail = verdict.failure ?? ""
        }
        let seconds = Date().timeIntervalSince(started)
        try store.append(Result(mutant, outcome, detail: detail, seconds: seconds))
        say(String(format: "[%d/%d] %@ %@ (%.0f s)", number + 1, selection.count, mutant.location, outcome.rawValue, seconds))
        if outcome == .survived { say(mutant.diff.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")) }
    }
    // Leave the copy as the working tree has it, built, for the next run.
    _ = workspace.build(timeout: 3600)
    say("")
    say(Report(mutants: selection, results: store.latest(), equivalents: equivalents).text)
}

do {
    try main()
} catch {
    FileHandle.standardError.write(Data("mutate: \(error)\n".utf8))
    exit(2)
}
