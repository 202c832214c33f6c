#ifndef SYSTEM_SHIMS_H
#define SYSTEM_SHIMS_H

#include <poll.h>
#include <spawn.h>
#include <stddef.h>
#include <sys/types.h>

/// Asks the kernel to send `signal` to this process when its parent thread exits.
/// Returns 0 on success, -1 with errno set otherwise.
int shim_set_parent_death_signal(int signal);

/// Opens a file descriptor that becomes readable when process `pid` exits.
/// Returns the descriptor, or -1 with errno set (ENOSYS on kernels before 5.3).
int shim_pidfd_open(pid_t pid);

/// Adds to `actions` the closing, in the child, of every descriptor from `lowest` up, so
/// a child never inherits a descriptor the parent opened without close-on-exec (a pipe
/// another library made, say). Returns 0, or -1 with ENOSYS where the C library has no
/// such action (glibc before 2.34).
int shim_spawn_close_from(posix_spawn_file_actions_t *actions, int lowest);

/// Sets `attributes` so the child starts a session of its own (`setsid`), away from the
/// parent's terminal and its job-control signals, keeping the flags already set.
/// Returns 0, or an error number.
int shim_spawn_new_session(posix_spawnattr_t *attributes);

/// Adds to `actions` a change, in the child, to the working directory `path`. Returns 0,
/// or an error number.
int shim_spawn_change_directory(posix_spawn_file_actions_t *actions, const char *path);

/// Creates an anonymous file in memory, close-on-exec, named `name` for `/proc`: its
/// descriptor, or -1 with errno set. Nothing of it is left once every descriptor to it
/// is closed.
int shim_memory_file(const char *name);

/// Creates an epoll instance, close-on-exec: its descriptor, or -1 with errno set.
int shim_readiness_group_create(void);

/// Adds `fd` to the epoll instance `group`, watched for input. Returns 0 on success, -1
/// with errno set otherwise.
int shim_readiness_group_add(int group, int fd);

/// Sets whether `fd`, already in the epoll instance `group`, is watched for input (when
/// `watching` is not 0) or for nothing. Returns 0 on success, -1 with errno set otherwise.
int shim_readiness_group_watch(int group, int fd, int watching);

/// Reads the terminal size of `fd` into `columns` and `rows`.
/// Returns 0 on success, -1 with errno set otherwise.
int shim_terminal_size(int fd, int *columns, int *rows);

/// Creates a close-on-exec pipe (both ends non-blocking when `nonblocking` is set).
/// Returns 0 on success, -1 with errno set otherwise.
int shim_pipe(int fds[2], int nonblocking);

/// Whether the terminal side of the pseudo-terminal `controller` holds input its reader
/// can take now (a whole line in canonical mode). Polling the terminal side first moves
/// input still in the kernel's buffers to it. Returns 1 or 0, or -1 with errno set.
int shim_terminal_has_unread_input(int controller);

/// Sets the terminal size of `fd` (a terminal or a pseudo-terminal's controlling side).
/// Returns 0 on success, -1 with errno set otherwise.
int shim_set_terminal_size(int fd, int columns, int rows);

/// Opens a new pseudo-terminal of `columns` by `rows`: its controlling side's descriptor
/// (close-on-exec) goes into `controller`, the path of its terminal side into `name`
/// (at most `length` bytes). Returns 0 on success, -1 with errno set otherwise.
int shim_open_pseudo_terminal(int *controller, char *name, size_t length, int columns, int rows);

/// Starts `path` with `argv` and `envp` as the leader of a new session whose controlling
/// terminal is `terminal` (standard input, output and error), in `directory` if not NULL,
/// with default signal handling, an empty signal mask, `parent_death_signal` sent to it
/// when the calling thread exits (0 for none), and every other descriptor closed on exec.
/// Unless `keeper` is -1, the new process writes `+PID` and a line break to the socket
/// `keeper` once it leads its group and before it executes `path`, and a start that
/// fails writes `-PID` once the process is reaped; the caller keeps anyone else from
/// writing to that socket meanwhile.
/// Returns the process id, or -1 with errno set and `failed_step` naming what failed:
/// 1 the parent-death signal, 2 the session, 3 the terminal, 4 the directory, 5 exec,
/// 0 the spawn itself.
pid_t shim_spawn_on_terminal(const char *path, char *const argv[], char *const envp[], const char *terminal,
                             const char *directory, int parent_death_signal, int keeper, int *failed_step);

/// Waits like poll(2), with every signal unblocked for the duration of the wait only
/// (ppoll with an empty mask), so a signal blocked elsewhere interrupts the wait
/// instead of slipping in just before it. Returns what ppoll returns.
int shim_poll_unblocking_all(struct pollfd *fds, nfds_t count, int timeout);

/// Whether this build is instrumented for code coverage (`--enable-code-coverage`).
int shim_coverage_is_instrumented(void);

/// In a build instrumented for code coverage, makes `path` the file the coverage
/// counters are written to (the runtime copies it) and returns 1; elsewhere returns 0.
int shim_set_coverage_profile_path(const char *path);

/// In a build instrumented for code coverage, writes the counters gathered so far to
/// the profile file (as the runtime does at a normal exit) and returns 1; elsewhere
/// does nothing and returns 0. For a process that may end by a signal, which skips the
/// runtime's own write.
int shim_write_coverage_profile(void);

/// Forks the calling process as a sibling: the new process's parent is the caller's
/// parent (clone with CLONE_PARENT), so that parent can wait for it, see its exit status
/// and be signalled when it ends, exactly as for a child it spawned itself. Call only
/// while the process has a single thread. Returns 0 in the new process, its id in the
/// caller, or -1 with errno set.
pid_t shim_fork_sibling(void);

/// Unless `LD_BIND_NOW` is set already, sets it and executes the running program again
/// with the same arguments (from /proc/self/cmdline), so the dynamic linker binds every
/// symbol at start-up instead of at each first call: for a process that will fork many
/// copies, which would otherwise each bind (and copy the pages of) the same symbols.
/// Returns 0 when the variable was set already, or -1 with errno set if the program
/// could not be executed again (the process goes on as it was, without the variable).
int shim_reexecute_binding_now(void);

/// Sends `count` bytes over the connected Unix socket `socket`, with the descriptors
/// `descriptors[0..<descriptor_count]` attached (SCM_RIGHTS). Returns what sendmsg returns.
ssize_t shim_send_with_descriptors(int socket, const void *bytes, size_t count, const int *descriptors,
                                   int descriptor_count);

/// Receives up to `capacity` bytes from the Unix socket `socket`; descriptors that came
/// with them (close-on-exec) go into `descriptors`, at most `descriptor_capacity`, their
/// number into `descriptor_count` (any beyond the capacity are closed). Returns what
/// recvmsg returns.
ssize_t shim_receive_with_descriptors(int socket, void *bytes, size_t capacity, int *descriptors,
                                      int descriptor_capacity, int *descriptor_count);

/// Closes every descriptor from `lowest` up (one by one where the kernel lacks
/// close_range). Returns 0.
int shim_close_descriptors_from(int lowest);

/// Reads, once, where the kernel finds this process's command line, so that a process
/// forked from this one can rewrite its command line without reading /proc itself.
/// Returns 1, or 0 when /proc cannot say.
int shim_remember_command_line_area(void);

/// Makes the program name followed by `arguments[0..<count]` (copied) the process's
/// command line as the Swift runtime reports it (`CommandLine`, if not read yet) and as
/// the system shows it (`ps`, /proc/PID/cmdline; truncated to the room the process was
/// started with, its original arguments and environment, which must no longer be in use).
/// Returns 1, or 0 when out of memory.
int shim_override_command_line(char **arguments, int count);

/// Restricts process or thread `pid` (0: the calling thread) to core `core`, or with
/// `core` -1 lets it run on every core again. Returns 0, or -1 with errno set.
int shim_pin_to_core(pid_t pid, int core);

/// Names the calling thread `name` (at most 15 bytes; longer is refused with ERANGE).
/// Returns 0, or an error number.
int shim_set_thread_name(const char *name);

/// Copies the calling thread's name into `buffer` (16 bytes hold any). Returns 0, or an
/// error number.
int shim_thread_name(char *buffer, size_t size);

#endif
