import Glibc

/// The `errno` values the project tells apart, so no other target needs the C
/// library's constants.
package enum ErrorNumber {
    /// ENOENT: no such file or directory.
    package static let noSuchFile = ENOENT
    /// EACCES: permission denied.
    package static let permissionDenied = EACCES
    /// ENOEXEC: the file is not in an executable format.
    package static let notExecutableFormat = ENOEXEC
    /// EAGAIN: the call would have had to wait.
    package static let wouldBlock = EAGAIN
    /// EBADF: the descriptor is not open.
    package static let badDescriptor = EBADF
    /// EPIPE: the reading end is closed.
    package static let brokenPipe = EPIPE
    /// EIO: an input/output error (a terminal whose every process closed it).
    package static let inputOutput = EIO
    /// ENOSPC: no space left on the device.
    package static let noSpace = ENOSPC
    /// EEXIST: the file exists already.
    package static let exists = EEXIST
}

extension ErrorNumber {
    /// ESRCH: no such process.
    package static let noSuchProcess = ESRCH
    /// EMFILE: this process has as many descriptors open as it may.
    package static let tooManyOpenFiles = EMFILE
    /// EPERM: the operation is not permitted to this process.
    package static let notPermitted = EPERM
    /// ENOTDIR: a component of a path that must be a directory is not one.
    package static let notADirectory = ENOTDIR
}
