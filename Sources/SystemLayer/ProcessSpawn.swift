import Glibc
import SystemShims

/// How to start a process: the one builder over `posix_spawn`, whose every choice is
/// named where a process is started.
///
/// ```swift
/// let pid = try ProcessSpawn(executable, arguments: arguments, environment: variables,
///                            signalMask: .empty, defaultSignals: Signal.resetForChildren,
///                            descriptors: [.open("/dev/null", .readOnly, as: 0), .duplicate(log, as: 1)],
///                            closingOthersFrom: 3).start()
/// ```
package struct ProcessSpawn: Sendable {
    /// What to do to the child's descriptors before it runs, in order.
    package enum DescriptorAction: Sendable, Hashable {
        /// Opens `path` as descriptor `target`.
        case open(String, OpenMode, as: Int32)
        /// Makes descriptor `target` a copy of the parent's `source`.
        case duplicate(Int32, as: Int32)
        /// Closes descriptor `descriptor` in the child.
        case close(Int32)
    }

    /// How a `DescriptorAction.open` opens its file.
    package enum OpenMode: Sendable, Hashable {
        /// For reading.
        case readOnly
        /// For writing.
        case writeOnly
        /// For reading and writing (a terminal as standard input, output and error).
        case readWrite

        var flags: Int32 {
            switch self {
            case .readOnly: O_RDONLY
            case .writeOnly: O_WRONLY
            case .readWrite: O_RDWR
            }
        }
    }

    /// The signal mask the child starts with.
    package enum SignalMask: Sendable, Hashable {
        /// The spawning thread's, as `posix_spawn` does by default.
        case inherited
        /// No signal blocked.
        case empty
    }

    /// The program's path (or, with `searchingPath`, its name).
    package var executable: String
    /// Its arguments after `argv[0]`.
    package var arguments: [String]
    /// `argv[0]`; the executable when nil.
    package var argumentZero: String?
    /// Its environment as `NAME=value` entries; the spawning process's own when nil.
    package var environment: [String]?
    /// Whether `executable` is looked up in `PATH` (`posix_spawnp`).
    package var searchingPath: Bool
    /// Whether the child leads a new session (`setsid`): away from the spawner's
    /// terminal and its job-control signals.
    package var newSession: Bool
    /// Whether the child leads a new process group of its own (`setpgid(0, 0)`).
    package var newProcessGroup: Bool
    /// An existing process group (in the spawner's session) the child joins instead;
    /// it wins over `newProcessGroup`.
    package var joiningProcessGroup: Int32?
    /// The signal mask the child starts with.
    package var signalMask: SignalMask
    /// Signals whose handling the child gets back to the default.
    package var defaultSignals: [Int32]
    /// What to do to the child's descriptors, in order.
    package var descriptors: [DescriptorAction]
    /// Closes, in the child, every descriptor from this one up, so it inherits nothing
    /// the parent opened without close-on-exec. Where the C library cannot (glibc before
    /// 2.34) the child keeps them.
    package var closingOthersFrom: Int32?
    /// The child's working directory; the spawner's when nil.
    package var workingDirectory: String?

    /// A spawn of `executable`, each choice named (see the properties).
    package init(
        _ executable: String, arguments: [String] = [], argumentZero: String? = nil, environment: [String]? = nil,
        searchingPath: Bool = false, newSession: Bool = false, newProcessGroup: Bool = false, joiningProcessGroup: Int32? = nil,
        signalMask: SignalMask = .inherited, defaultSignals: [Int32] = [], descriptors: [DescriptorAction] = [],
        closingOthersFrom: Int32? = nil, workingDirectory: String? = nil
    ) {
        self.executable = executable
        self.arguments = arguments
        self.argumentZero = argumentZero
        self.environment = environment
        self.searchingPath = searchingPath
        self.newSession = newSession
        self.newProcessGroup = newProcessGroup
        self.joiningProcessGroup = joiningProcessGroup
        self.signalMask = signalMask
        self.defaultSignals = defaultSignals
        self.descriptors = descriptors
        self.closingOthersFrom = closingOthersFrom
        self.workingDirectory = workingDirectory
    }

    /// Starts the process.
    ///
    /// - Returns: its process id. The caller reaps it (`Posix.waitForExit`).
    /// - Throws: `SystemError` (`posix_spawn`) when it could not start: no such
    ///   executable, no permission, no memory.
    package func start() throws(SystemError) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for action in descriptors {
            switch action {
            case let .open(path, mode, target): posix_spawn_file_actions_addopen(&actions, target, path, mode.flags, 0)
            case let .duplicate(source, target): posix_spawn_file_actions_adddup2(&actions, source, target)
            case let .close(descriptor): posix_spawn_file_actions_addclose(&actions, descriptor)
            }
        }
        if let workingDirectory { try Posix.checking("posix_spawn_file_actions_addchdir_np", shim_spawn_change_directory(&actions, workingDirectory)) }
        if let closingOthersFrom { _ = shim_spawn_close_from(&actions, closingOthersFrom) }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var flags: Int32 = 0
        if signalMask == .empty {
            var noSignals = sigset_t()
            sigemptyset(&noSignals)
            posix_spawnattr_setsigmask(&attributes, &noSignals)
            flags |= POSIX_SPAWN_SETSIGMASK
        }
        if !defaultSignals.isEmpty {
            var defaults = sigset_t()
            sigemptyset(&defaults)
            for signal in defaultSignals { sigaddset(&defaults, signal) }
            posix_spawnattr_setsigdefault(&attributes, &defaults)
            flags |= POSIX_SPAWN_SETSIGDEF
        }
        if newProcessGroup || joiningProcessGroup != nil {
            posix_spawnattr_setpgroup(&attributes, joiningProcessGroup ?? 0)
            flags |= POSIX_SPAWN_SETPGROUP
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        if newSession { try Posix.checking("posix_spawnattr_setflags", shim_spawn_new_session(&attributes)) }

        let argv = CStrings([argumentZero ?? executable] + arguments)
        var pid: pid_t = 0
        let result: Int32
        if let environment {
            let envp = CStrings(environment)
            result =
                searchingPath
                ? posix_spawnp(&pid, executable, &actions, &attributes, argv.pointers, envp.pointers)
                : posix_spawn(&pid, executable, &actions, &attributes, argv.pointers, envp.pointers)
        } else {
            result =
                searchingPath
                ? posix_spawnp(&pid, executable, &actions, &attributes, argv.pointers, environ)
                : posix_spawn(&pid, executable, &actions, &attributes, argv.pointers, environ)
        }
        try Posix.checking(searchingPath ? "posix_spawnp" : "posix_spawn", result)
        return pid
    }
}
