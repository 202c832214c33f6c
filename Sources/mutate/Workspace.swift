import Foundation

/// The scratch copy of the package that mutants are put into, one at a time: never the
/// working tree. It lives in `.build/mutate/tree` and keeps its own build products
/// between runs, so a mutant costs an incremental build.
struct Workspace {
    /// The package being tested.
    let root: String
    /// The scratch copy.
    let tree: String

    init(root: String, scratch: String) {
        self.root = root
        tree = scratch + "/tree"
    }

    /// Makes the scratch copy match the working tree's files (tracked and untracked,
    /// minus what git ignores), writing only those that differ, so the next build
    /// recompiles only what changed.
    func sync() throws -> Int {
        let listing = Shell.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], in: root, timeout: 60)
        guard listing.succeeded else { throw MutateError("cannot list the package's files with git: \(listing.output)") }
        let files = Set(listing.output.split(separator: "\0").map(String.init))
        let manager = FileManager.default
        try manager.createDirectory(atPath: tree, withIntermediateDirectories: true)
        var written = 0
        for file in files.sorted() {
            let source = root + "/" + file, copy = tree + "/" + file
            guard let data = manager.contents(atPath: source) else { continue }
            if manager.contents(atPath: copy) == data { continue }
            try manager.createDirectory(atPath: (copy as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: copy))
            if manager.isExecutableFile(atPath: source) { try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: copy) }
            written += 1
        }
        // Files gone from the working tree go from the copy too (its build products stay).
        let enumerator = manager.enumerator(atPath: tree)
        while let relative = enumerator?.nextObject() as? String {
            if relative == ".build" || relative.hasPrefix(".build/") || relative.hasPrefix(".journey-results") {
                enumerator?.skipDescendants()
                continue
            }
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: tree + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue, !files.contains(relative) {
                try manager.removeItem(atPath: tree + "/" + relative)
            }
        }
        return written
    }

    /// Builds the copy and its tests (debug, incrementally).
    func build(timeout: Double) -> Shell.Result {
        Shell.run(["swift", "build", "--build-tests"], in: tree, timeout: timeout)
    }

    /// Puts `mutant` into the copy; false if its line is not there as expected.
    func apply(_ mutant: Mutant) throws -> Bool {
        try replaceLine(of: mutant, expecting: mutant.original, with: mutant.mutated)
    }

    /// Takes `mutant` out of the copy again.
    func restore(_ mutant: Mutant) throws {
        _ = try replaceLine(of: mutant, expecting: mutant.mutated, with: mutant.original)
    }

    private func replaceLine(of mutant: Mutant, expecting current: String, with replacement: String) throws -> Bool {
        let path = tree + "/" + mutant.path
        var lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
        guard mutant.line - 1 < lines.count, lines[mutant.line - 1] == current else { return false }
        lines[mutant.line - 1] = replacement
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return true
    }

    /// The test bundle SwiftPM built in the copy.
    func testBundle() throws -> String {
        let directory = tree + "/.build/debug"
        let bundles = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".xctest") }
        guard let bundle = bundles.sorted().first else { throw MutateError("no test bundle in \(directory); did the build succeed?") }
        return directory + "/" + bundle
    }
}

/// A failure of the tool itself, with what to do about it.
struct MutateError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
