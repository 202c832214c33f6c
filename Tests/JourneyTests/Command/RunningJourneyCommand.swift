import Driver
import Foundation
import Glibc
import SystemShims

/// The built `journey` command running in the background, its standard output and
/// error read line by line as it writes them, so a test can act when a line appears.
///
/// The pipe is close-on-exec, so no other process the test bundle starts meanwhile
/// can hold it open and keep the reader from seeing the end of the output.
final class RunningJourneyCommand {
    /// The command's process id.
    let pid: pid_t
    private var reaped = false
    private let output: Int32
    private var buffer: [UInt8] = []
    /// Every line read so far.
    private(set) var lines: [String] = []

    /// Starts `journey` with `arguments` in `folder`, with `environment` added to this process's.
    init(_ arguments: [String], in folder: TemporaryFolder, environment: [String: String] = [:]) throws {
        var pipe: [Int32] = [-1, -1]
        guard shim_pipe(&pipe, 0) == 0 else { throw TestChildError("cannot create a pipe: \(String(cString: strerror(errno)))") }
        let input = open("/dev/null", O_RDONLY | O_CLOEXEC)
        defer {
            close(input)
            close(pipe[1])
        }
        do {
            pid = try spawnProgram(
                JourneyExecutable.path, arguments: arguments,
                environment: ProcessInfo.processInfo.environment.merging(environment) { _, new in new },
                directory: folder.path, input: input, output: pipe[1], errors: pipe[1]
            )
        } catch {
            close(pipe[0])
            throw error
        }
        output = pipe[0]
    }

    deinit {
        close(output)
        guard !reaped else { return }
        kill(pid, SIGKILL)
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
        var byte: UInt8 = 0
        while true {
            let count = read(output, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count == 1 else {
                guard !buffer.isEmpty else { return nil }
                break
            }
            if byte == UInt8(ascii: "\n") { break }
            buffer.append(byte)
        }
        let line = String(decoding: buffer, as: UTF8.self)
        buffer.removeAll()
        lines.append(line)
        return line
    }
}
