import SystemLayer

/// A child process whose standard input and output are pipes to this one: the echo
/// floor, `journey mcp` under the agent figure, a peer's baseline through the shell.
struct PipedChild {
    /// Its process id; `finish()` reaps it.
    let pid: Int32
    /// The write end of its standard input.
    let input: Int32
    /// The read end of its standard output (and error, if merged).
    let output: Int32

    /// Starts `executable` with `arguments`, its standard error merged into its output
    /// when `mergingErrors`, else left as this process's.
    init(_ executable: String, arguments: [String], mergingErrors: Bool = false) throws {
        let toChild = try Posix.pipe(), fromChild = try Posix.pipe()
        // The pipes close on exec: only the copies made here reach the child.
        var descriptors: [ProcessSpawn.DescriptorAction] = [.duplicate(toChild.read, as: 0), .duplicate(fromChild.write, as: 1)]
        if mergingErrors { descriptors.append(.duplicate(fromChild.write, as: 2)) }
        do {
            pid = try ProcessSpawn(executable, arguments: arguments, descriptors: descriptors).start()
        } catch {
            [toChild.read, toChild.write, fromChild.read, fromChild.write].forEach(Posix.close)
            throw BenchError("cannot spawn \(executable): \(error.reason)")
        }
        Posix.close(toChild.read)
        Posix.close(fromChild.write)
        input = toChild.write
        output = fromChild.read
    }

    /// Writes all of `bytes` to its input; false if it stopped reading.
    func send(_ bytes: [UInt8]) -> Bool {
        (try? Posix.writeAll(input, bytes)) != nil
    }

    /// Reads what it has written so far (at least one byte, blocking until then) into
    /// `buffer`; 0 at its end.
    func receive(into buffer: inout [UInt8]) -> Int {
        (try? Posix.read(output, into: &buffer)) ?? 0
    }

    /// Everything it writes until it ends.
    func readToEnd() -> [UInt8] {
        var all: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = receive(into: &chunk)
            if count == 0 { return all }
            all += chunk[0..<count]
        }
    }

    /// Closes both pipes (its input closing ends a child that reads to the end) and
    /// reaps it.
    @discardableResult
    func finish() -> ExitStatus? {
        Posix.close(input)
        Posix.close(output)
        return Posix.waitForExit(pid)
    }
}
