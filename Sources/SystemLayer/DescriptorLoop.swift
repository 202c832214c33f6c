/// The one poll loop: waits on the descriptors its handler registers each turn, until
/// the handler's deadline at the latest, and hands each ready descriptor to the
/// handler, turn after turn, until the handler says stop.
///
/// A turn allocates nothing: the loop keeps one `DescriptorWatch` and refills it.
/// `PollLoop`, which watches a process, runs on it; so does every other poll loop.
package enum DescriptorLoop {
    /// Runs turns for `handler` on the calling thread until it stops the loop, and
    /// returns what it stopped with.
    ///
    /// Each turn: `handler.prepare` registers the descriptors and names the deadline; the
    /// loop waits; a signal that ends the wait goes to `handler.interrupted`, a failed
    /// wait to `handler.waitFailed`; otherwise each ready descriptor, in the order
    /// registered, goes to `handler.handle`, and then `handler.turnEnded` learns whether
    /// the wait timed out with nothing ready.
    ///
    /// - Parameter unblockingSignals: let every signal in while waiting, and only then
    ///   (`Posix.poll(_:timeout:unblockingSignals:)`), so a signal blocked elsewhere ends
    ///   the wait instead of slipping in just before it.
    package static func run<Handler: DescriptorLoopHandler>(
        _ handler: Handler, unblockingSignals: Bool = false
    ) -> Handler.Ending {
        var watch = DescriptorWatch()
        while true {
            watch.startTurn()
            let timeout = handler.prepare(&watch).map(\.millisecondsFromNow) ?? -1
            let ready: Int
            do throws(SystemError) {
                ready = try Posix.poll(&watch, timeout: timeout, unblockingSignals: unblockingSignals)
            } catch  where error.interrupted {
                if let ending = handler.interrupted() { return ending }
                continue
            } catch {
                return handler.waitFailed(error)
            }
            if ready > 0 {
                for index in watch.indices {
                    let descriptor = watch[index]
                    guard !descriptor.ready.isEmpty else { continue }
                    switch handler.handle(descriptor) {
                    case .keep: break
                    case .drop: watch.drop(descriptor.descriptor)
                    case let .stop(ending): return ending
                    }
                }
            }
            if let ending = handler.turnEnded(timedOut: ready == 0) { return ending }
        }
    }
}
