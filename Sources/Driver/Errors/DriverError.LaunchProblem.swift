public import SystemLayer

extension DriverError {
    /// Why an app or a program could not be started, as data; `DriverError+Wording.swift`
    /// says it, with the hint that goes with it.
    public enum LaunchProblem: Sendable, Hashable {
        /// Nothing exists at the executable's path (an app not built yet).
        case noExecutable(path: String)
        /// The file exists but may not be executed.
        case notExecutable(path: String)
        /// A program named without a `/` is on none of the directories of `searchPath`
        /// (the `PATH` used; nil when it was unset); with a `/`, no file is at that path.
        case programNotFound(command: String, searchPath: String?)
        /// The system refused to start the executable.
        case cannotSpawn(SystemError)
        /// The socket pair of the automation channel could not be made.
        case cannotCreateChannel(SystemError)
        /// The pipe that carries the app's output could not be made.
        case cannotCreateLogPipe(SystemError)
        /// No pseudo-terminal could be opened for a program.
        case cannotOpenPseudoTerminal(SystemError)
        /// A step of starting a program on its terminal failed.
        case cannotStartOnTerminal(TerminalStartStep, SystemError)
        /// The thread that watches the process could not be started.
        case cannotStartWatcherThread(SystemError)
        /// The app's private state directory could not be made in `base`.
        case cannotCreateStateDirectory(base: String, SystemError)
        /// The app ended before it sent its first screen (nil: how it ended is unknown).
        case exitedBeforeFirstScreen(ExitStatus?)
    }

    /// The steps of starting a program on a pseudo-terminal, in order.
    public enum TerminalStartStep: Sendable, Hashable {
        /// Asking for the signal that ends it with the driver's thread.
        case parentDeathSignal
        /// Starting its own session.
        case session
        /// Opening the terminal as its controlling terminal.
        case controllingTerminal
        /// Changing to the working directory.
        case workingDirectory(String)
        /// Executing the program.
        case execute
        /// Making the process at all.
        case fork
    }
}
