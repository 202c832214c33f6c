import Foundation
import SystemLayer

/// The screen-scraping baseline the journey is compared with: a command that runs a
/// peer tool's journey and prints its median (`… median: 6.84 ms`).
enum PeerBaseline {
    /// What running a peer gave: its median, or, when its tool is missing (the peer exits
    /// with status 2), what it said to install.
    enum Outcome {
        case measured(nanoseconds: Double)
        case unavailable(String)
    }

    /// The exit status with which a peer says its tool is not installed.
    static let unavailableStatus: Int32 = 2

    /// Runs `peer` and returns its median, or what it printed when its tool is missing.
    ///
    /// - Throws: `BenchError` when it fails otherwise or prints no median.
    static func run(_ peer: Peer) throws -> Outcome {
        let (status, output) = try result(of: peer.command)
        if status == unavailableStatus {
            return .unavailable(output.split(separator: "\n").last.map(String.init) ?? "exit status 2")
        }
        guard status == 0 else { throw BenchError("the baseline \(peer.command) failed (exit status \(status)):\n\(output)") }
        return .measured(nanoseconds: try median(in: output, of: peer.command))
    }

    /// Runs `command` through the shell and returns the median it printed, in
    /// nanoseconds.
    static func median(running command: String) throws -> Double {
        try median(in: output(of: command), of: command)
    }

    /// The median in the last line of `output` that names one (`… median: 6.84 ms`), in
    /// nanoseconds.
    static func median(in output: String, of command: String) throws -> Double {
        guard let line = output.split(separator: "\n").last(where: { $0.contains("median") }),
            let number = line.split(separator: ":").last?.split(separator: " ").first.flatMap({ Double($0) })
        else { throw BenchError("the baseline \(command) printed no median:\n\(output)") }
        return number * 1e6
    }

    /// Runs `command` through the shell and decodes the JSON of the last line it printed
    /// (a script's figures, after anything else it wrote, such as Textual's own output).
    ///
    /// - Throws: `BenchError` when it fails or its last line is not the JSON expected.
    static func lastLineJSON<Value: Decodable>(running command: String) throws -> Value {
        let output = try output(of: command).split(separator: "\n").last.map(String.init) ?? ""
        do {
            return try JSONDecoder().decode(Value.self, from: Data(output.utf8))
        } catch {
            throw BenchError("\(command) printed no figures (\(error)):\n\(output.suffix(2000))")
        }
    }

    /// Runs `command` through the shell and returns what it wrote to standard output.
    ///
    /// - Throws: `BenchError` with what it wrote to either stream when it fails.
    static func output(of command: String) throws -> String {
        let (status, output) = try result(of: command)
        guard status == 0 else { throw BenchError("the baseline \(command) failed (exit status \(status)):\n\(output)") }
        return output
    }

    /// Runs `command` through the shell; its exit status (128 + the signal when one ended
    /// it) and what it wrote to either stream.
    private static func result(of command: String) throws -> (status: Int32, output: String) {
        let shell = try PipedChild("/bin/sh", arguments: ["-c", command], mergingErrors: true)
        let output = String(decoding: shell.readToEnd(), as: UTF8.self)
        guard let status = shell.finish() else { throw BenchError("the baseline \(command) was not reaped:\n\(output)") }
        return (status.shellStatus, output)
    }
}
