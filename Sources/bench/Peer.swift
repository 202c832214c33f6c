/// A screen-scraping tool the journey is compared with: a command that runs the tool's
/// journey and prints its median, and the name its ratio is quoted against.
struct Peer {
    /// The name the journey's ratio names (`0.40× pexpect`): the command's file name.
    let name: String
    /// The shell command that prints `… median: N ms`.
    let command: String

    /// A peer given as a command (`--peer Benchmarks/peers/pexpect`), named for its
    /// executable's file name.
    init(command: String) {
        let executable = command.split(separator: " ").first.map(String.init) ?? command
        name = executable.split(separator: "/").last.map(String.init) ?? executable
        self.command = command
    }

    /// The peers in `root`/Benchmarks/peers that a full run compares with, each asked for
    /// `runs` journeys; the pexpect one is the target's basis.
    static func all(inPackage root: String, runs: Int) -> [Peer] {
        ["pexpect", "tmux"].map { Peer(command: "\(root)/Benchmarks/peers/\($0) \(runs)") }
    }
}
