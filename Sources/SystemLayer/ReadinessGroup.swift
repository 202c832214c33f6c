import Glibc
import SystemShims

/// Descriptors watched for input as one (an epoll instance): the group's own descriptor
/// polls readable while any member it watches has input or an end to read.
///
/// What it is for: a poll loop watches the group instead of a member, and another thread
/// stops the group watching the member while it reads the member itself, and starts it
/// again after. Neither wakes the loop: a member not watched does not make the group
/// readable, and one watched again with input already waiting makes it readable at once.
package final class ReadinessGroup: Sendable {
    /// The descriptor to poll for the group.
    package let descriptor: Int32

    /// An empty group.
    ///
    /// - Throws: `SystemError` (`epoll_create1`) when the system has no instance to give.
    package init() throws(SystemError) {
        let descriptor = shim_readiness_group_create()
        guard descriptor >= 0 else { throw SystemError(call: "epoll_create1", code: errno) }
        self.descriptor = descriptor
    }

    /// Puts `member` in the group, watched for input.
    ///
    /// - Throws: `SystemError` (`epoll_ctl`): `EEXIST` if it is in already, `EBADF` if it
    ///   is not open, `EPERM` if it cannot be watched this way (a regular file).
    package func add(_ member: Int32) throws(SystemError) {
        guard shim_readiness_group_add(descriptor, member) == 0 else { throw SystemError(call: "epoll_ctl", code: errno) }
    }

    /// Sets whether the group watches `member`, which stays in it either way: while it is
    /// not watched, its input does not make the group readable.
    ///
    /// - Throws: `SystemError` (`epoll_ctl`): `ENOENT` if it is not in the group.
    package func watch(_ member: Int32, _ watching: Bool) throws(SystemError) {
        guard shim_readiness_group_watch(descriptor, member, watching ? 1 : 0) == 0 else { throw SystemError(call: "epoll_ctl", code: errno) }
    }

    /// Closes the group's descriptor (its members stay open). Call once, when no thread
    /// polls or changes the group any more.
    package func close() {
        Posix.close(descriptor)
    }
}
