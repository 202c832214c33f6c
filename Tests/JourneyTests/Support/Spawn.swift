import Driver
import Foundation
import SystemLayer

/// Starts `path` with `arguments`: the one way these tests start a program.
///
/// Foundation's `Process` is not used: on Linux its start scans `/proc/self/fd` and
/// copies more of each entry than `readdir` returned, which now and then crashes the
/// whole test process (swift-corelibs-foundation#5472), the likelier the more descriptors
/// the tests hold open at once.
///
/// The program gets `input`, `output` and `errors` as its descriptors 0–2 (input or
/// output nil: that one closed, as a careless caller may start a program) and no other:
/// a descriptor another test holds open meanwhile (its own child's pipes, an app's
/// channel) must not reach it under any number. No signal is blocked in it, whatever the
/// spawning thread blocks, so a daemon it starts (a tmux server) hears of its children.
/// It leads a process group of its own, which the driver's keeper kills should this
/// test process die before reaping it (see `reap`).
///
/// - Parameters:
///   - environment: the program's whole environment; nil gives it this process's.
///   - directory: where it starts; nil keeps this process's working directory.
func spawnProgram(
    _ path: String, arguments: [String], environment: [String: String]? = nil, directory: String? = nil,
    input: Int32?, output: Int32?, errors: Int32
) throws -> Int32 {
    let standard: [ProcessSpawn.DescriptorAction] = [
        input.map { .duplicate($0, as: 0) } ?? .close(0), output.map { .duplicate($0, as: 1) } ?? .close(1), .duplicate(errors, as: 2),
    ]
    let spawn = ProcessSpawn(
        path, arguments: arguments, environment: environment.map { $0.map { "\($0.key)=\($0.value)" } },
        newProcessGroup: true, signalMask: .empty,
        // A test run started in the background by a shell ignores SIGINT and SIGQUIT, and
        // ignored signals are inherited: the child gets their default actions back, so a
        // test that interrupts it sees it end.
        defaultSignals: [Signal.interrupt, Signal.quit, Signal.terminate, Signal.hangUp, Signal.brokenPipe],
        descriptors: standard,
        closingOthersFrom: 3, workingDirectory: directory
    )
    let pid: Int32
    do {
        pid = try spawn.start()
    } catch {
        throw TestChildError("cannot start \(path): \(error.reason)")
    }
    ProcessGroupKeeper.guardGroup(pid)
    return pid
}

/// Waits for process `pid` (started by `spawnProgram`) to exit, reaps it, and returns
/// how it ended. Its process group is no longer the keeper's to kill.
func reap(_ pid: Int32) -> Driver.ExitStatus {
    let status = Posix.waitForExit(pid) ?? .unreaped
    ProcessGroupKeeper.release(pid)
    return status
}

/// How a program run to its end exited and what it wrote.
struct FinishedProgram {
    /// How it ended.
    let status: Driver.ExitStatus
    /// Everything it wrote to its standard output.
    let outputBytes: [UInt8]
    /// Everything it wrote to its standard error.
    let errors: String

    /// Its standard output as text.
    var output: String { String(decoding: outputBytes, as: UTF8.self) }

    /// The exit code, or for a program ended by a signal 128 plus the signal, as a shell
    /// reports it.
    var code: Int32 { status.shellStatus }
}

/// Runs `path` with `arguments` to its end, blocking the calling thread, with `input` on
/// its standard input (nothing when nil) and its output kept in memory files, so a
/// program that writes much never blocks on a pipe nobody drains.
///
/// - Parameter environment: added to this process's environment.
func runToEnd(
    _ path: String, _ arguments: [String], in directory: String? = nil, adding environment: [String: String] = [:],
    input: String? = nil
) throws -> FinishedProgram {
    let inputFile = try MemoryFile("input"), outputFile = try MemoryFile("output"), errorFile = try MemoryFile("errors")
    if let input { try inputFile.write(Array(input.utf8)) }
    let pid = try spawnProgram(
        path, arguments: arguments,
        environment: environment.isEmpty ? nil : ProcessInfo.processInfo.environment.merging(environment) { _, added in added },
        directory: directory, input: inputFile.descriptor, output: outputFile.descriptor, errors: errorFile.descriptor
    )
    let status = reap(pid)
    return FinishedProgram(status: status, outputBytes: outputFile.contents(), errors: String(decoding: errorFile.contents(), as: UTF8.self))
}

/// `runToEnd` on a thread of its own, so the wait never holds one of Swift concurrency's
/// few threads.
func runToEnd(
    _ path: String, _ arguments: [String], in directory: String? = nil, adding environment: [String: String] = [:],
    input: String? = nil
) async throws -> FinishedProgram {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread {
            continuation.resume(with: Result { try runToEnd(path, arguments, in: directory, adding: environment, input: input) })
        }
    }
}

/// An anonymous file in memory, closed when the value goes away: nothing is left on disk
/// whatever happens to the test process.
final class MemoryFile {
    /// Its descriptor, close-on-exec.
    let descriptor: Int32

    init(_ name: String) throws {
        do {
            descriptor = try Posix.makeMemoryFile(named: name)
        } catch {
            throw TestChildError("cannot create a memory file: \(error.reason)")
        }
    }

    deinit { Posix.close(descriptor) }

    /// Writes `bytes` and goes back to the start, for a program to read them.
    func write(_ bytes: [UInt8]) throws {
        do {
            try Posix.writeAll(descriptor, bytes)
            try Posix.seek(descriptor, to: 0)
        } catch {
            throw TestChildError("cannot write a memory file: \(error.reason)")
        }
    }

    /// Everything in the file.
    func contents() -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = (try? chunk.withUnsafeMutableBytes { try Posix.read(descriptor, into: $0, at: bytes.count) }) ?? 0
            guard count > 0 else { return bytes }
            bytes += chunk[0..<count]
        }
    }
}
