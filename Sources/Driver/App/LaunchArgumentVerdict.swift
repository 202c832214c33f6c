/// What an app says of a list of launch arguments when asked to check them without
/// starting (`App.checkLaunchArguments(_:executable:timeout:)`).
public enum LaunchArgumentVerdict: Sendable, Equatable {
    /// It takes them.
    case accepted
    /// It refuses the argument at `index` (-1 for none in particular), saying why.
    case refused(index: Int, reason: String)
    /// It gave no verdict: it does not answer the question, or could not be run.
    case unanswered
}
