import SystemLayer

// The benchmark's floor: a Swift executable built exactly as the demo app is, doing
// nothing (spawn-and-reap) or echoing lines (the round trip over a pipe).
if CommandLine.arguments.dropFirst().first == "--echo" {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        guard let count = try? Posix.read(Posix.standardInput, into: &buffer), count > 0 else { Posix.exit(0) }
        do {
            try Posix.writeAll(Posix.standardOutput, buffer[0..<count])
        } catch {
            Posix.exit(1)
        }
    }
}
