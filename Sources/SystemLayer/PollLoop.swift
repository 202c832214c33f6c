/// The one poll loop: a thread of its own per watched process, waiting on its
/// descriptors, its wake signal, its exit notifier and its next deadline, and handing
/// each to its `PollLoopHandler`.
package enum PollLoop {
    /// Starts a thread that calls `setUp` and, when it returns a handler, runs the loop
    /// for it until the process ends.
    ///
    /// Start processes in `setUp`: the kernel's parent-death signal follows the thread
    /// that started the process, which is then the thread that watches it.
    ///
    /// - Throws: `SystemError` when no thread could start (`setUp` is then never called).
    package static func startThread(_ setUp: @escaping @Sendable () -> (any PollLoopHandler)?) throws(SystemError) {
        try SystemThread.startDetached {
            if let handler = setUp() { run(handler) }
        }
    }

    /// Runs the loop for `handler` on the calling thread until the process ends.
    package static func run(_ handler: any PollLoopHandler) {
        DescriptorLoop.run(ProcessWatch(handler))
        handler.processEnded()
    }
}

/// A `PollLoopHandler` on `DescriptorLoop`: the wake signal first, then the handler's
/// descriptors, then the exit notifier, each turn; the loop stops when the process ends.
private final class ProcessWatch: DescriptorLoopHandler {
    private let handler: any PollLoopHandler
    private let wake: Int32
    private let exitNotifier: Int32
    /// What `descriptorsToWatch` returned for the turn under way.
    private var watched: [PollDescriptor] = []

    init(_ handler: any PollLoopHandler) {
        self.handler = handler
        wake = handler.wakeSignal.readEnd
        exitNotifier = handler.exitNotifier
    }

    func prepare(_ watch: inout DescriptorWatch) -> Monotonic? {
        watch.watch(wake, for: .input)
        watched = handler.descriptorsToWatch()
        for descriptor in watched { watch.watch(descriptor.descriptor, for: descriptor.events) }
        watch.watch(exitNotifier, for: .input)
        return handler.nextDeadline()
    }

    func handle(_ descriptor: PollDescriptor) -> DescriptorVerdict<Void> {
        if descriptor.descriptor == wake {
            handler.wakeSignal.drain()
            return .keep
        }
        if descriptor.descriptor == exitNotifier { return .stop(()) }
        if handler.handle(descriptor) { return .keep }
        return exitNotifier < 0 && handler.closingMeansExit(descriptor.descriptor) ? .stop(()) : .drop
    }

    func turnEnded(timedOut: Bool) -> Void? {
        handler.turnEnded(watched: watched)
        return nil
    }

    /// A signal ends the turn as a timeout does: the deadlines that passed fire.
    func interrupted() -> Void? { turnEnded(timedOut: false) }

    func waitFailed(_ error: SystemError) {}
}
