import Foundation
import SystemLayer

/// The screen-scraping baseline the journey is compared with: a command that runs a
/// peer tool's journey and prints its median (`… median: 6.84 ms`).
enum PeerBaseline {
    /// Runs `command` through the shell and returns the median it printed, in
    /// nanoseconds.
    static func median(running command: String) throws -> Double {
        let output = try output(of: command)
        guard let line = output.split(separator: "\n").last(where: { $0.contains("median") }),
              let number = line.split(separator: ":").last?.split(separator: " ").first.flatMap({ Double($0) })
        else { throw BenchError("the baseline \(command) printed no median:\n\(output)") }
        return number * 1e6
    }

    /// Runs `command` through the shell and returns what it wrote to standard output.
    ///
    /// - Throws: `BenchError` with what it wrote to either stream when it fails.
    static func output(of command: String) throws -> String {
        let shell = try PipedChild("/bin/sh", arguments: ["-c", command], mergingErrors: true)
        let output = String(decoding: shell.readToEnd(), as: UTF8.self)
        let status = shell.finish()
        guard status?.exitCode == 0 else {
            let how = status.map { $0.exitCode.map { "exit status \($0)" } ?? "signal \($0.signal ?? 0)" } ?? "not reaped"
            throw BenchError("the baseline \(command) failed (\(how)):\n\(output)")
        }
        return output
    }

}
