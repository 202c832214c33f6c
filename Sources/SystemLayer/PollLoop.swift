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
        let wake = handler.wakeSignal.readEnd
        let exitNotifier = handler.exitNotifier
        var closed: [Int32] = []
        while true {
            let watched = handler.descriptorsToWatch()
            var descriptors = [PollDescriptor(wake, for: .input)]
            for descriptor in watched where !closed.contains(descriptor.descriptor) { descriptors.append(descriptor) }
            if exitNotifier >= 0 { descriptors.append(PollDescriptor(exitNotifier, for: .input)) }
            let timeout = handler.nextDeadline().map(\.millisecondsFromNow) ?? -1
            do {
                try Posix.poll(&descriptors, timeout: timeout)
            } catch {
                break
            }

            for descriptor in descriptors where !descriptor.ready.isEmpty {
                if descriptor.descriptor == wake {
                    handler.wakeSignal.drain()
                } else if descriptor.descriptor == exitNotifier {
                    handler.processEnded()
                    return
                } else if !handler.handle(descriptor) {
                    closed.append(descriptor.descriptor)
                    if exitNotifier < 0 && handler.closingMeansExit(descriptor.descriptor) {
                        handler.processEnded()
                        return
                    }
                }
            }
            handler.turnEnded(watched: watched)
        }
        handler.processEnded()
    }
}
