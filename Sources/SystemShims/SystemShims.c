#define _GNU_SOURCE
#include "SystemShims.h"

#include <sys/epoll.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <pthread.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sched.h>
#include <sys/syscall.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef TIOCGPTPEER
#define TIOCGPTPEER _IO('T', 0x41)
#endif

int shim_spawn_new_session(posix_spawnattr_t *attributes) {
    short flags = 0;
    int problem = posix_spawnattr_getflags(attributes, &flags);
    if (problem != 0) return problem;
    return posix_spawnattr_setflags(attributes, flags | POSIX_SPAWN_SETSID);
}

int shim_spawn_change_directory(posix_spawn_file_actions_t *actions, const char *path) {
    return posix_spawn_file_actions_addchdir_np(actions, path);
}

int shim_memory_file(const char *name) {
    return memfd_create(name, MFD_CLOEXEC);
}

int shim_spawn_close_from(posix_spawn_file_actions_t *actions, int lowest) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 34))
    return posix_spawn_file_actions_addclosefrom_np(actions, lowest);
#else
    (void)actions;
    (void)lowest;
    errno = ENOSYS;
    return -1;
#endif
}

#ifndef SYS_pidfd_open
#define SYS_pidfd_open 434
#endif

// Defined by the profile runtime, which only builds instrumented for coverage link in.
extern int __llvm_profile_write_file(void) __attribute__((weak));
extern void __llvm_profile_set_filename(const char *) __attribute__((weak));

int shim_coverage_is_instrumented(void) {
    return __llvm_profile_write_file != 0 && __llvm_profile_set_filename != 0;
}

int shim_set_coverage_profile_path(const char *path) {
    if (!__llvm_profile_set_filename) {
        return 0;
    }
    __llvm_profile_set_filename(path);
    return 1;
}

int shim_write_coverage_profile(void) {
    if (!__llvm_profile_write_file) {
        return 0;
    }
    __llvm_profile_write_file();
    return 1;
}

int shim_set_parent_death_signal(int signal) {
    return prctl(PR_SET_PDEATHSIG, (unsigned long)signal, 0UL, 0UL, 0UL);
}

int shim_pidfd_open(pid_t pid) {
    return (int)syscall(SYS_pidfd_open, pid, 0);
}

int shim_readiness_group_create(void) {
    return epoll_create1(EPOLL_CLOEXEC);
}

static int readiness_group_control(int group, int operation, int fd, unsigned events) {
    struct epoll_event event;
    memset(&event, 0, sizeof event);
    event.events = events;
    event.data.fd = fd;
    return epoll_ctl(group, operation, fd, &event);
}

int shim_readiness_group_add(int group, int fd) {
    return readiness_group_control(group, EPOLL_CTL_ADD, fd, EPOLLIN);
}

int shim_readiness_group_watch(int group, int fd, int watching) {
    return readiness_group_control(group, EPOLL_CTL_MOD, fd, watching ? EPOLLIN : 0);
}

int shim_terminal_size(int fd, int *columns, int *rows) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) {
        return -1;
    }
    *columns = size.ws_col;
    *rows = size.ws_row;
    return 0;
}

int shim_pipe(int fds[2], int nonblocking) {
    return pipe2(fds, O_CLOEXEC | (nonblocking ? O_NONBLOCK : 0));
}

int shim_set_terminal_size(int fd, int columns, int rows) {
    struct winsize size = {0};
    size.ws_col = (unsigned short)columns;
    size.ws_row = (unsigned short)rows;
    return ioctl(fd, TIOCSWINSZ, &size);
}

int shim_terminal_has_unread_input(int controller) {
    int terminal = ioctl(controller, TIOCGPTPEER, O_RDWR | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
    if (terminal < 0) {
        return -1;
    }
    struct pollfd probe = {.fd = terminal, .events = POLLIN};
    int ready = poll(&probe, 1, 0);
    close(terminal);
    if (ready < 0) {
        return -1;
    }
    return ready > 0 && (probe.revents & POLLIN) ? 1 : 0;
}

int shim_open_pseudo_terminal(int *controller, char *name, size_t length, int columns, int rows) {
    int fd = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) {
        return -1;
    }
    if (grantpt(fd) != 0 || unlockpt(fd) != 0 || ptsname_r(fd, name, length) != 0
        || shim_set_terminal_size(fd, columns, rows) != 0) {
        int saved = errno;
        close(fd);
        errno = saved;
        return -1;
    }
    *controller = fd;
    return 0;
}

int shim_poll_unblocking_all(struct pollfd *fds, nfds_t count, int timeout) {
    sigset_t none;
    sigemptyset(&none);
    struct timespec limit;
    struct timespec *wait = NULL;
    if (timeout >= 0) {
        limit.tv_sec = timeout / 1000;
        limit.tv_nsec = (long)(timeout % 1000) * 1000000L;
        wait = &limit;
    }
    return ppoll(fds, count, wait, &none);
}

/// Writes `sign`, `number` and a line break into `line` (room for 16 bytes): a keeper's
/// line. Plain computation, safe in a vfork child. Returns its length.
static int shim_keeper_line(char sign, long number, char *line) {
    char digits[12];
    int count = 0;
    do {
        digits[count++] = (char)('0' + number % 10);
        number /= 10;
    } while (number > 0 && count < 12);
    int length = 0;
    line[length++] = sign;
    while (count > 0) line[length++] = digits[--count];
    line[length++] = '\n';
    return length;
}

pid_t shim_spawn_on_terminal(const char *path, char *const argv[], char *const envp[], const char *terminal,
                             const char *directory, int parent_death_signal, int keeper, int *failed_step) {
    int report[2];
    *failed_step = 0;
    if (pipe2(report, O_CLOEXEC) != 0) {
        return -1;
    }
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &previous);
    pid_t parent = getpid();
    pid_t pid = vfork();
    if (pid == 0) {
        // The child shares the parent's memory until exec: system calls only.
        int step = 0;
        struct sigaction fallback;
        memset(&fallback, 0, sizeof fallback);
        fallback.sa_handler = SIG_DFL;
        for (int signal = 1; signal < NSIG; signal++) {
            sigaction(signal, &fallback, NULL);
        }
        close(report[0]);
        if (parent_death_signal != 0) {
            step = 1;
            if (prctl(PR_SET_PDEATHSIG, (unsigned long)parent_death_signal, 0UL, 0UL, 0UL) != 0) goto failed;
            if (getppid() != parent) _exit(127);
        }
        step = 2;
        if (setsid() < 0) goto failed;
        if (keeper >= 0) {
            // The group is named before the program runs a single instruction: from here
            // on, a driver that dies leaves the keeper a group to kill. A keeper that has
            // gone names nothing, and the program runs unguarded, as it would without one.
            char line[16];
            int length = shim_keeper_line('+', (long)syscall(SYS_getpid), line);
            ssize_t sent = send(keeper, line, (size_t)length, MSG_NOSIGNAL);
            (void)sent;
        }
        step = 3;
        int fd = open(terminal, O_RDWR);
        if (fd < 0) goto failed;
        ioctl(fd, TIOCSCTTY, 0);
        if (dup2(fd, 0) < 0 || dup2(fd, 1) < 0 || dup2(fd, 2) < 0) goto failed;
        if (fd > 2) close(fd);
        step = 4;
        if (directory != NULL && chdir(directory) != 0) goto failed;
        // Descriptors someone else opened without close-on-exec stay out of the program.
        syscall(436 /* close_range */, 3U, ~0U, 4U /* CLOSE_RANGE_CLOEXEC */);
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, NULL);
        step = 5;
        execve(path, argv, envp);
    failed:;
        int reported[2] = {step, errno};
        ssize_t ignored = write(report[1], reported, sizeof reported);
        (void)ignored;
        _exit(127);
    }
    int saved = errno;
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    close(report[1]);
    if (pid < 0) {
        close(report[0]);
        errno = saved;
        return -1;
    }
    int reported[2] = {0, 0};
    ssize_t count;
    do {
        count = read(report[0], reported, sizeof reported);
    } while (count < 0 && errno == EINTR);
    close(report[0]);
    if (count == (ssize_t)sizeof reported) {
        int status;
        while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
        if (keeper >= 0) {
            // Reaped, so its number may be reused: the keeper must no longer name it.
            char line[16];
            int length = shim_keeper_line('-', (long)pid, line);
            ssize_t sent = send(keeper, line, (size_t)length, MSG_NOSIGNAL);
            (void)sent;
        }
        *failed_step = reported[0];
        errno = reported[1];
        return -1;
    }
    return pid;
}

pid_t shim_fork_sibling(void) {
    // A raw clone: glibc's fork() offers no CLONE_PARENT. The process is single-threaded
    // here, so no lock can be held by a thread the new process would lack.
    return (pid_t)syscall(SYS_clone, (unsigned long)(CLONE_PARENT | SIGCHLD), 0UL, NULL, NULL, 0UL);
}

int shim_reexecute_binding_now(void) {
    if (getenv("LD_BIND_NOW") != NULL) return 0;
    int file = open("/proc/self/cmdline", O_RDONLY | O_CLOEXEC);
    if (file < 0) return -1;
    size_t capacity = 4096, length = 0;
    char *line = malloc(capacity);
    for (;;) {
        if (line == NULL) {
            close(file);
            errno = ENOMEM;
            return -1;
        }
        ssize_t count = read(file, line + length, capacity - length - 1);
        if (count < 0 && errno == EINTR) continue;
        if (count <= 0) break;
        length += (size_t)count;
        if (capacity - length < 2) {
            char *larger = realloc(line, capacity * 2);
            if (larger == NULL) free(line);
            line = larger;
            capacity *= 2;
        }
    }
    close(file);
    line[length] = '\0';
    size_t count = 0;
    for (size_t index = 0; index < length; index++) if (line[index] == '\0') count++;
    char **arguments = calloc(count + 1, sizeof(char *));
    if (arguments == NULL || count == 0) {
        free(arguments);
        free(line);
        errno = count == 0 ? EINVAL : ENOMEM;
        return -1;
    }
    for (size_t index = 0, start = 0; index < count; index++) {
        arguments[index] = line + start;
        start += strlen(line + start) + 1;
    }
    // By its path rather than /proc/self/exe, which would rename the process "exe".
    char program[4096];
    ssize_t programLength = readlink("/proc/self/exe", program, sizeof program - 1);
    if (programLength <= 0) {
        free(arguments);
        free(line);
        return -1;
    }
    program[programLength] = '\0';
    setenv("LD_BIND_NOW", "1", 1);
    execv(program, arguments);
    int failure = errno;
    unsetenv("LD_BIND_NOW");
    free(arguments);
    free(line);
    errno = failure;
    return -1;
}

ssize_t shim_send_with_descriptors(int socket, const void *bytes, size_t count, const int *descriptors,
                                   int descriptor_count) {
    struct iovec part = {(void *)bytes, count};
    struct msghdr message;
    memset(&message, 0, sizeof message);
    message.msg_iov = &part;
    message.msg_iovlen = 1;
    char control[CMSG_SPACE(sizeof(int) * 8)];
    if (descriptor_count > 0) {
        if (descriptor_count > 8) {
            errno = EINVAL;
            return -1;
        }
        memset(control, 0, sizeof control);
        message.msg_control = control;
        message.msg_controllen = CMSG_SPACE(sizeof(int) * (size_t)descriptor_count);
        struct cmsghdr *header = CMSG_FIRSTHDR(&message);
        header->cmsg_level = SOL_SOCKET;
        header->cmsg_type = SCM_RIGHTS;
        header->cmsg_len = CMSG_LEN(sizeof(int) * (size_t)descriptor_count);
        memcpy(CMSG_DATA(header), descriptors, sizeof(int) * (size_t)descriptor_count);
    }
    ssize_t sent;
    do {
        sent = sendmsg(socket, &message, MSG_NOSIGNAL);
    } while (sent < 0 && errno == EINTR);
    return sent;
}

ssize_t shim_receive_with_descriptors(int socket, void *bytes, size_t capacity, int *descriptors,
                                      int descriptor_capacity, int *descriptor_count) {
    struct iovec part = {bytes, capacity};
    struct msghdr message;
    memset(&message, 0, sizeof message);
    message.msg_iov = &part;
    message.msg_iovlen = 1;
    char control[CMSG_SPACE(sizeof(int) * 8)];
    message.msg_control = control;
    message.msg_controllen = sizeof control;
    *descriptor_count = 0;
    ssize_t received;
    do {
        received = recvmsg(socket, &message, MSG_CMSG_CLOEXEC);
    } while (received < 0 && errno == EINTR);
    if (received < 0) {
        return received;
    }
    for (struct cmsghdr *header = CMSG_FIRSTHDR(&message); header != NULL; header = CMSG_NXTHDR(&message, header)) {
        if (header->cmsg_level != SOL_SOCKET || header->cmsg_type != SCM_RIGHTS) continue;
        int count = (int)((header->cmsg_len - CMSG_LEN(0)) / sizeof(int));
        int *received_descriptors = (int *)CMSG_DATA(header);
        for (int index = 0; index < count; index++) {
            if (*descriptor_count < descriptor_capacity) {
                descriptors[(*descriptor_count)++] = received_descriptors[index];
            } else {
                close(received_descriptors[index]);
            }
        }
    }
    return received;
}

int shim_close_descriptors_from(int lowest) {
    if (syscall(436 /* close_range */, (unsigned int)lowest, ~0U, 0U) == 0) {
        return 0;
    }
    // Kernels before 5.9: close each descriptor up to the limit.
    long limit = sysconf(_SC_OPEN_MAX);
    for (long descriptor = lowest; descriptor < (limit > 0 ? limit : 1024); descriptor++) {
        close((int)descriptor);
    }
    return 0;
}

// Defined by the Swift runtime (a weak reference would not pull it out of the static
// runtime archive).
extern void _swift_stdlib_overrideUnsafeArgvArgc(char **argv, int argc);

/// Where the kernel finds this process's command line and environment strings:
/// arg_start, arg_end, env_start and env_end of /proc/self/stat; all zero until read.
/// A forked process inherits both the memory and these values.
static unsigned long command_line_area[4];

int shim_remember_command_line_area(void) {
    FILE *file = fopen("/proc/self/stat", "r");
    if (file == NULL) return 0;
    char text[4096];
    size_t length = fread(text, 1, sizeof text - 1, file);
    fclose(file);
    text[length] = 0;
    char *cursor = strrchr(text, ')');
    if (cursor == NULL) return 0;
    // Fields after the command: the 48th to 51st of the line are arg_start, arg_end,
    // env_start, env_end; the first after ')' is the 3rd.
    unsigned long values[4] = {0, 0, 0, 0};
    int field = 2;
    char *state = NULL;
    for (char *word = strtok_r(cursor + 1, " ", &state); word != NULL; word = strtok_r(NULL, " ", &state)) {
        field++;
        if (field >= 48 && field <= 51) values[field - 48] = strtoul(word, NULL, 10);
    }
    if (values[0] == 0 || values[3] <= values[0]) return 0;
    memcpy(command_line_area, values, sizeof values);
    return 1;
}

/// Rewrites the memory the kernel shows as this process's command line (`ps`,
/// /proc/PID/cmdline): the original argument and environment strings, which the caller
/// no longer uses. Truncates what does not fit. Returns 1, or 0 when /proc cannot say
/// where that memory is.
static int shim_rewrite_visible_command_line(char **line, int count) {
    if (command_line_area[0] == 0 && !shim_remember_command_line_area()) return 0;
    unsigned long *values = command_line_area;
    char *start = (char *)values[0];
    char *arguments_end = (char *)values[1];
    char *end = (char *)values[3];
    if (start == NULL || end <= start || arguments_end <= start || arguments_end > end) return 0;
    size_t needed = 0;
    for (int index = 0; index < count; index++) needed += strlen(line[index]) + 1;
    // Within the original arguments' room the words stay separate. Beyond it the kernel
    // shows one string running on into the environment's room (as for setproctitle), so
    // the words are joined by spaces there.
    char separator = needed <= (size_t)(arguments_end - start) ? 0 : ' ';
    size_t room = (size_t)(end - start);
    memset(start, 0, room);
    size_t used = 0;
    for (int index = 0; index < count && used + 1 < room; index++) {
        size_t size = strlen(line[index]);
        if (used + size + 1 > room) size = room - used - 1;
        memcpy(start + used, line[index], size);
        used += size;
        if (index + 1 < count && used + 1 < room) start[used++] = separator;
    }
    start[room - 1] = 0;
    return 1;
}

int shim_override_command_line(char **arguments, int count) {
    // argv[0] stays the program as this process was started.
    char **line = calloc((size_t)count + 2, sizeof(char *));
    if (line == NULL) {
        return 0;
    }
    line[0] = strdup(program_invocation_name);
    for (int index = 0; index < count; index++) {
        line[index + 1] = strdup(arguments[index]);
    }
    _swift_stdlib_overrideUnsafeArgvArgc(line, count + 1);
    shim_rewrite_visible_command_line(line, count + 1);
    return 1;
}

int shim_pin_to_core(pid_t pid, int core) {
    cpu_set_t cores;
    CPU_ZERO(&cores);
    if (core >= 0) {
        CPU_SET(core, &cores);
    } else {
        long online = sysconf(_SC_NPROCESSORS_ONLN);
        for (long index = 0; index < online && index < CPU_SETSIZE; index++) CPU_SET((int)index, &cores);
    }
    return sched_setaffinity(pid, sizeof cores, &cores);
}

int shim_set_thread_name(const char *name) {
    return pthread_setname_np(pthread_self(), name);
}

int shim_thread_name(char *buffer, size_t size) {
    return pthread_getname_np(pthread_self(), buffer, size);
}
