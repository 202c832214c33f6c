#define _GNU_SOURCE
#include "SystemShims.h"

#include <sys/ioctl.h>
#include <sys/wait.h>
#include <pthread.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

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

pid_t shim_spawn_on_terminal(const char *path, char *const argv[], char *const envp[], const char *terminal,
                             const char *directory, int parent_death_signal, int *failed_step) {
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
        *failed_step = reported[0];
        errno = reported[1];
        return -1;
    }
    return pid;
}
