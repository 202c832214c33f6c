#ifndef SYSTEM_SHIMS_H
#define SYSTEM_SHIMS_H

#include <sys/types.h>

/// Asks the kernel to send `signal` to this process when its parent thread exits.
/// Returns 0 on success, -1 with errno set otherwise.
int shim_set_parent_death_signal(int signal);

/// Opens a file descriptor that becomes readable when process `pid` exits.
/// Returns the descriptor, or -1 with errno set (ENOSYS on kernels before 5.3).
int shim_pidfd_open(pid_t pid);

/// Reads the terminal size of `fd` into `columns` and `rows`.
/// Returns 0 on success, -1 with errno set otherwise.
int shim_terminal_size(int fd, int *columns, int *rows);

/// Creates a close-on-exec pipe (both ends non-blocking when `nonblocking` is set).
/// Returns 0 on success, -1 with errno set otherwise.
int shim_pipe(int fds[2], int nonblocking);

#endif
