import Glibc

// The benchmark's floor: a Swift executable built exactly as the demo app is, doing
// nothing (spawn-and-reap) or echoing lines (the round trip over a pipe).
if CommandLine.arguments.dropFirst().first == "--echo" {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        if count <= 0 { exit(0) }
        var offset = 0
        while offset < count {
            let written = buffer.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress! + offset, count - offset) }
            if written <= 0 { exit(1) }
            offset += written
        }
    }
}
