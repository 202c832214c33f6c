import Driver
import Foundation
import SystemLayer

/// The built `journey` command running in the background, its standard output and
/// error read line by line as it writes them, so a test can act when a line appears.
///
/// The pipe is close-on-exec, so no other process the test bundle starts meanwhile
/// can hold it open and keep the reader from seeing the end of the output.
final class RunningJourneyCommand {
    /// The command's process id.
    let pid: Int32
    private var reaped = false
    private let output: Int32
    private var buffer: [UInt8] = []
    /// Every line read so far.
    private(set) var lines: [String] = []

    /// Starts `journey` with `arguments` in `folder`, with `environment` added to this process's.
    init(_ arguments: [String], in folder: TemporaryFolder, environment: [String: String] = [:]) throws {
        let pipe: (read: Int32, write: Int32)
        do {
            pipe = try Posix.pipe()
        } catch {
            throw TestChildError("cannot create a pipe: \(error.reason)")
        }
        // Left unopened (-1), it fails the spawn below, which says so.
        let input = (try? Posix.open("/dev/null", .readOnly)) ?? -1
        defer {
            Posix.close(input)
            Posix.close(pipe.write)
        }
        do {
            pid = try spawnProgram(
                JourneyExecutable.path, arguments: arguments,
                environment: ProcessInfo.processInfo.environment.merging(environment) { _, new in new },
                directory: folder.path, input: input, output: pipe.write, errors: pipe.write
            )
        } catch {
            Posix.close(pipe.read)
            throw error
        }
        output = pipe.read
    }

    deinit {
        Posix.close(output)
        guard !reaped else { return }
        Posix.kill(pid, Signal.kill)
        _ = reap(pid)
    }

    /// Reads lines until one satisfies `condition` and returns it; nil if the command
    /// closed its output first.
    func readLine(until condition: (String) -> Bool) -> String? {
        while let line = nextLine() {
            if condition(line) { return line }
        }
        return nil
    }

    /// Reads to the end of the output and returns every line.
    func readToEnd() -> [String] {
        while nextLine() != nil {}
        return lines
    }

    /// Waits for the command to exit, reaps it, and returns how it ended.
    func waitForExit() -> ExitStatus {
        reaped = true
        return reap(pid)
    }

    private func nextLine() -> String? {
        var byte: [UInt8] = [0]
        while true {
            let count = (try? Posix.read(output, into: &byte)) ?? -1
            guard count == 1 else {
                guard !buffer.isEmpty else { return nil }
                break
            }
            if byte[0] == UInt8(ascii: "\n") { break }
            buffer.append(byte[0])
        }
        let line = String(decoding: buffer, as: UTF8.self)
        buffer.removeAll()
        lines.append(line)
        return line
    }
}
