/// The one rule of docs/protocol.md this run breaks (`--break NAME`), so that each
/// conformance check can be seen to fail.
enum BrokenRule: String, CaseIterable {
    /// Claims another process id in the hello.
    case helloPID = "hello-pid"
    /// Sends the hello and never a tree.
    case noFirstTree = "no-first-tree"
    /// Accepts a driver hello of any version.
    case acceptAnyVersion = "accept-any-version"
    /// Carries out commands that come before the driver's hello.
    case commandsBeforeHello = "commands-before-hello"
    /// Answers refresh without sending the tree.
    case refreshWithoutTree = "refresh-without-tree"
    /// Numbers its replies itself, from 1, instead of echoing the command's number.
    case ownSequence = "own-sequence"
    /// Sends a command's reply before the tree it caused.
    case replyBeforeTree = "reply-before-tree"
    /// Sends a status, then a command's reply carrying the generation before the tree it
    /// caused, then that tree.
    case treeAfterReply = "tree-after-reply"
    /// Says done to typeText but keeps the field as it was.
    case dropTypedText = "drop-typed-text"
    /// Acts on whatever is at a target's path, whatever its type and identifier.
    case actOnStale = "act-on-stale"
    /// Says done to typeText into anything.
    case textAnywhere = "text-anywhere"
    /// Lets work end on the real clock without pushing anything.
    case silentWorkEnd = "silent-work-end"
    /// Says done to advanceClock on the real clock.
    case advanceRealClock = "advance-real-clock"
    /// Advances the virtual clock one millisecond further than asked.
    case clockRunsAhead = "clock-runs-ahead"
    /// Skips messages of unknown kind.
    case tolerateUnknownKind = "tolerate-unknown-kind"
    /// Skips messages with bytes after their end.
    case tolerateTrailingBytes = "tolerate-trailing-bytes"
    /// Skips messages that end inside a field.
    case tolerateTruncation = "tolerate-truncation"
    /// Skips empty frames.
    case tolerateEmptyFrame = "tolerate-empty-frame"
    /// Waits for the body of a frame longer than the limit.
    case readOversizedBody = "read-oversized-body"
    /// Exits with status 1 when the driver closes the channel.
    case failOnClose = "fail-on-close"
    /// Does not ask to die with its driver.
    case outliveDriver = "outlive-driver"
    /// Does not check that its parent is the driver named in the environment.
    case ignoreParentPID = "ignore-parent-pid"
    /// Refuses every key of pressKey without saying which.
    case refuseKeysUnnamed = "refuse-keys-unnamed"
    /// Skips pressKey messages whose key is neither one character nor a key name.
    case tolerateInvalidKey = "tolerate-invalid-key"
    /// Says done to every drag, wherever it starts and ends.
    case dragAnywhere = "drag-anywhere"
    /// Sends each tree's screen with the next tree's generation.
    case screenOtherGeneration = "screen-other-generation"
    /// Sends screens of one row more than the protocol allows.
    case screenTooManyRows = "screen-too-many-rows"
    /// Sends a screen with the first tree only.
    case screenOnce = "screen-once"
    /// Names each kept run of old children one index too far in its tree differences.
    case differenceOffByOne = "difference-off-by-one"
    /// Answers refresh with the screen as it was before its last change, which its
    /// differences have moved past.
    case refreshBehindDifferences = "refresh-behind-differences"
}
