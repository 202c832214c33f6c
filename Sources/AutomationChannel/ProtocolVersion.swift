/// The constants both ends of the automation channel agree on.
package enum AutomationProtocol {
    /// The highest protocol version this build speaks: the app's hello names it, and the
    /// driver answers with the lower of the app's and this.
    package static let version = 3

    /// The lowest protocol version this build still speaks (an app of version 2 sends
    /// whole trees only).
    package static let oldestVersion = 2

    /// Every version this build speaks.
    package static let supportedVersions = oldestVersion...version

    /// The first version in which an app may send tree differences and messages in parts.
    package static let differencesVersion = 3

    /// The largest message either side accepts, in bytes (1 MiB). A frame announcing
    /// more is refused from its header, before any of its body is read.
    package static let maximumMessageBytes = 1 << 20

    /// The largest message that may travel in parts, joined (64 MiB, docs/protocol.md §3.1).
    package static let maximumJoinedMessageBytes = 1 << 26

    /// The most rows a screen message may carry (docs/protocol.md §11).
    package static let maximumScreenRows = 1024

    /// How deep elements may nest in a tree message.
    package static let maximumDepth = 128

    /// The environment variable naming the channel's file descriptor in the app.
    /// Its presence is what tells an app to run headless under automation.
    package static let channelEnvironmentKey = "TUI_AUTOMATION_FD"

    /// The environment variable holding the driver's process id, so the app can
    /// notice if its parent died before it could ask to be told.
    package static let parentEnvironmentKey = "TUI_AUTOMATION_PARENT_PID"

    /// The environment variable that asks an app to check its launch arguments and
    /// exit, without starting: it answers on standard output with one line,
    /// `launch-arguments ok`, or `launch-arguments refused N` (N the index of the
    /// argument at fault, -1 for none) followed by a line saying why.
    package static let checkArgumentsEnvironmentKey = "TUI_CHECK_LAUNCH_ARGUMENTS"

    /// The descriptor number the driver gives the channel in the app.
    package static let channelDescriptor: Int32 = 3

    /// The version a driver answers an app's hello with: the lower of the app's and its own.
    package static func agreedVersion(withApp appVersion: Int) -> Int {
        min(appVersion, version)
    }
}
