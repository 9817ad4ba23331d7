// ncursesw for Swift. SwiftPM drops pkg-config's defines, so wide-character
// declarations (cchar_t, setcchar, wadd_wch) need NCURSES_WIDECHAR here.
// Debian installs the wide library's header as <ncursesw/curses.h>; Homebrew's keg-only ncurses
// (found through PKG_CONFIG_PATH) has <curses.h>, wide with NCURSES_WIDECHAR. macOS's own
// ncurses 5.7 lacks alloc_pair, so on a Mac the Homebrew one must come first on the path.
// Swift 6 rejects mutable C globals (stdscr, COLORS, LINES, COLS, stdout) and cannot
// import function-like macros, so they are reached through these accessors.
#ifndef WIDGET_TUI_CCURSES_SHIM_H
#define WIDGET_TUI_CCURSES_SHIM_H

#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <errno.h>
#include <locale.h>
#include <langinfo.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>
#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#else
#include <curses.h>
#endif

static inline WINDOW *wt_stdscr(void) { return stdscr; }
static inline int wt_colors(void) { return COLORS; }
static inline const char *wt_codeset(void) { return nl_langinfo(CODESET); }

/* A screen on the process's standard streams; unlike initscr it returns NULL instead of exiting.
   ncurses keeps three copies of the screen (its idea of the terminal, the next refresh, stdscr)
   at 28 bytes a cell, 6.7 MB at 400x200, which only its own drawing reads; widget-tui draws with
   its own writer and uses ncurses for the terminal's modes and its keys. So ncurses is told the
   screen is one cell: newterm takes LINES and COLUMNS from the environment over the kernel's
   size, and they are put back as they were before anything else runs. */
static inline SCREEN *wt_newterm_one_cell(void) {
    const char *names[2] = { "LINES", "COLUMNS" };
    char *saved[2] = { NULL, NULL };
    for (int i = 0; i < 2; i++) {
        const char *value = getenv(names[i]);
        if (value) saved[i] = strdup(value);
        setenv(names[i], "1", 1);
    }
    SCREEN *screen = newterm(NULL, stdout, stdin);
    for (int i = 0; i < 2; i++) {
        if (saved[i]) { setenv(names[i], saved[i], 1); free(saved[i]); } else unsetenv(names[i]);
    }
    return screen;
}

/* A string capability of the terminal's terminfo entry, NULL when it has none (tigetstr says -1
   for a name that is not one, NULL for one it lacks); macOS's ncurses 5.7 takes the name as
   non-const. */
static inline const char *wt_string_capability(const char *name) {
    char *value = tigetstr((char *)name);
    return value == (char *)-1 ? NULL : value;
}

static inline int wt_has_string_capability(const char *name) { return wt_string_capability(name) != NULL; }

/* Columns a character takes in the current locale; glibc declares it only under _XOPEN_SOURCE. */
extern int wcwidth(wchar_t c);
static inline int wt_wcwidth(wchar_t c) { return wcwidth(c); }

/* The terminal's size from the kernel, at the start and after SIGWINCH. */
static inline int wt_window_size(int fd, int *rows, int *cols) {
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0 || ws.ws_row == 0 || ws.ws_col == 0) return -1;
    *rows = ws.ws_row;
    *cols = ws.ws_col;
    return 0;
}

/* Self-pipe for signals: the handler only writes the signal number to a pipe, since endwin
   and everything else are not async-signal-safe; the main loop polls the pipe. The handler and
   the fd it writes live together here, so each copy of this inline code stays consistent. */
static int wt_signal_fd = -1;
static void wt_signal_handler(int sig) {
    int saved = errno;
    unsigned char byte = (unsigned char)sig;
    if (wt_signal_fd >= 0) { ssize_t n = write(wt_signal_fd, &byte, 1); (void)n; }
    errno = saved;
}
/* Routes `sig` to `write_fd` (pass -1 to restore the default action). */
static inline int wt_route_signal(int sig, int write_fd) {
    struct sigaction action;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0; /* no SA_RESTART: the signal should also wake poll() at once */
    if (write_fd >= 0) {
        wt_signal_fd = write_fd;
        action.sa_handler = wt_signal_handler;
    } else {
        action.sa_handler = SIG_DFL;
    }
    return sigaction(sig, &action, NULL);
}

/* A stop asked for during long work (a snapshot run, an export): the handler only records the
   signal, since removing files is not async-signal-safe; the work looks at it between files and
   frames (Interruption.swift, the one Swift file that calls these). SA_RESETHAND: a second Ctrl-C
   ends the process at once, as the first always did. */
static volatile sig_atomic_t wt_stop_requested = 0;
static void wt_stop_handler(int sig) { wt_stop_requested = sig; }
/* Records SIGINT and SIGTERM from now on (stop = 1), or gives them back their default action.
   They are unblocked too: a process started by one that blocks them (a test runner's thread) would
   otherwise hold them pending, and never stop. */
static inline void wt_record_stops(int stop) {
    struct sigaction action;
    sigemptyset(&action.sa_mask);
    action.sa_flags = stop ? SA_RESETHAND : 0;
    action.sa_handler = stop ? wt_stop_handler : SIG_DFL;
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGTERM, &action, NULL);
    if (stop) {
        sigset_t stops;
        sigemptyset(&stops);
        sigaddset(&stops, SIGINT);
        sigaddset(&stops, SIGTERM);
        pthread_sigmask(SIG_UNBLOCK, &stops, NULL);
    }
}
/* The signal that asked to stop, 0 when none has. */
static inline int wt_stop_signal(void) { return wt_stop_requested; }

/* The terminal guard: the terminal's state before curses took it, given back on every signal that
   ends the process, crashes included. A handler may only make async-signal-safe calls, so what it
   writes (reset attributes, show the cursor, keypad off, leave the alternate screen) is worked out
   from terminfo beforehand, and the saved termios is set back with tcsetattr. The handler then
   hands the signal on (see wt_guard_handler): a fault to the action it replaced, so the Swift
   runtime's backtracer prints a crash's backtrace on the restored terminal, a signal that was
   sent to its default action. As with the signal pipe, every
   call goes through one Swift file (TerminalGuard.swift), so its copy of this state is the one. */

/* Declared by <term.h>, which would also define a macro for every terminfo capability name. */
extern int tputs(const char *str, int affcnt, int (*putc)(int));

/* SIGINT, SIGTERM and SIGHUP are not here: the preview handles them itself and gives the terminal
   back on its way out (see WakePipe). */
static const int wt_guard_signals[] = {
    SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGUSR1, SIGSEGV, SIGUSR2, SIGPIPE, SIGALRM,
    SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGSYS,
};
#define WT_GUARD_SIGNAL_COUNT (sizeof wt_guard_signals / sizeof wt_guard_signals[0])

struct wt_guard_state {
    struct termios termios;
    int saved;
    char bytes[512];
    size_t length;
    volatile sig_atomic_t armed;
    struct sigaction previous[128];
};

/* A function's static, not a file's: Swift emits a header's static arrays and structs nowhere. */
static inline struct wt_guard_state *wt_guard(void) {
    static struct wt_guard_state state;
    return &state;
}

/* Saves the terminal's state (of standard input); call before curses changes it. */
static inline int wt_guard_save(void) {
    struct wt_guard_state *guard = wt_guard();
    guard->saved = tcgetattr(STDIN_FILENO, &guard->termios) == 0;
    return guard->saved;
}

static int wt_guard_append(int c) {
    struct wt_guard_state *guard = wt_guard();
    if (guard->length < sizeof guard->bytes) guard->bytes[guard->length++] = (char)c;
    return c;
}

static inline void wt_guard_append_capability(const char *name) {
    char *value = tigetstr(name);
    if (value != NULL && value != (char *)-1) tputs(value, 1, wt_guard_append);
}

/* Async-signal-safe: write and tcsetattr only. */
static inline void wt_guard_give_back(void) {
    struct wt_guard_state *guard = wt_guard();
    if (!guard->armed) return;
    guard->armed = 0;
    size_t written = 0;
    while (written < guard->length) {
        ssize_t n = write(STDOUT_FILENO, guard->bytes + written, guard->length - written);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        written += (size_t)n;
    }
    if (guard->saved) tcsetattr(STDIN_FILENO, TCSANOW, &guard->termios);
}

static void wt_guard_handler(int sig, siginfo_t *info, void *context) {
    (void)context;
    int saved = errno;
    wt_guard_give_back();
    /* A fault the kernel raised (a bad address, a Swift trap) happens again on return, now under
       the previous action, so the runtime's backtracer reports it where it happened. A signal
       that was sent (kill, raise, abort) is sent again under its default action: calling the
       backtracer from inside this handler would report this handler, if it survived it. */
    if (info != NULL && info->si_code > 0 && (sig == SIGSEGV || sig == SIGBUS || sig == SIGILL || sig == SIGTRAP || sig == SIGFPE)) {
        sigaction(sig, &wt_guard()->previous[sig], NULL);
        errno = saved;
        return;
    }
    signal(sig, SIG_DFL);
    sigset_t this_one;
    sigemptyset(&this_one);
    sigaddset(&this_one, sig);
    sigprocmask(SIG_UNBLOCK, &this_one, NULL);
    raise(sig);
    errno = saved;
}

/* A stack overflow leaves no stack for a handler: the kernel then kills the process without
   running it. So the handler runs on an alternate stack (SA_ONSTACK). The Swift runtime's
   backtracer sets one up for the main thread when it is enabled; otherwise this one is. 64 KiB:
   the handler needs a few hundred bytes, the backtracer, should it run here, some KiB. */
static inline void wt_guard_alternate_stack(void) {
    static char stack[64 * 1024];
    stack_t current;
    if (sigaltstack(NULL, &current) == 0 && !(current.ss_flags & SS_DISABLE)) return;
    stack_t ours;
    memset(&ours, 0, sizeof ours);
    ours.ss_sp = stack;
    ours.ss_size = sizeof stack;
    sigaltstack(&ours, NULL);
}

/* Works out the bytes that leave curses' screen from the terminfo entry curses loaded, then
   guards every signal that ends the process, on an alternate stack. Returns how many signals are
   guarded. */
static inline int wt_guard_arm(void) {
    struct wt_guard_state *guard = wt_guard();
    wt_guard_alternate_stack();
    guard->length = 0;
    wt_guard_append_capability("sgr0");
    wt_guard_append_capability("cnorm");
    wt_guard_append_capability("rmkx");
    wt_guard_append_capability("rmcup");
    /* Bracketed paste off (CursesTerminal turns it on); a terminal without it ignores this. */
    for (const char *off = "\033[?2004l"; *off != '\0'; off++) wt_guard_append(*off);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = wt_guard_handler;
    action.sa_flags = SA_SIGINFO | SA_NODEFER | SA_ONSTACK;
    sigfillset(&action.sa_mask);
    int guarded = 0;
    guard->armed = 1;
    for (size_t i = 0; i < WT_GUARD_SIGNAL_COUNT; i++) {
        int sig = wt_guard_signals[i];
        if (sigaction(sig, &action, &guard->previous[sig]) != 0) continue;
        /* An ignored signal does not end the process: it stays ignored. */
        if (guard->previous[sig].sa_handler == SIG_IGN) sigaction(sig, &guard->previous[sig], NULL);
        else guarded++;
    }
    return guarded;
}

/* The job-control signals, blocked while the terminal is given back: a stop in the middle would
   let ncurses' SIGTSTP handler put the terminal back into curses' mode when resumed. */
static inline void wt_job_control_block(int block) {
    sigset_t job_control;
    sigemptyset(&job_control);
    sigaddset(&job_control, SIGTSTP);
    sigaddset(&job_control, SIGTTIN);
    sigaddset(&job_control, SIGTTOU);
    sigprocmask(block ? SIG_BLOCK : SIG_UNBLOCK, &job_control, NULL);
}

/* After curses gave the terminal back itself (endwin), with the job-control signals blocked: the
   guarded signals get their previous actions again and the saved state is set once more. A stop
   that arrived meanwhile is dropped (ignoring a signal discards it), as the process is ending,
   and the job-control signals get their default actions back from ncurses' handler. */
static inline void wt_guard_disarm(void) {
    struct wt_guard_state *guard = wt_guard();
    guard->armed = 0;
    for (size_t i = 0; i < WT_GUARD_SIGNAL_COUNT; i++) {
        int sig = wt_guard_signals[i];
        sigaction(sig, &guard->previous[sig], NULL);
    }
    if (guard->saved) tcsetattr(STDIN_FILENO, TCSANOW, &guard->termios);
    const int stops[] = { SIGTSTP, SIGTTIN, SIGTTOU };
    for (size_t i = 0; i < 3; i++) {
        signal(stops[i], SIG_IGN);
        signal(stops[i], SIG_DFL);
    }
}

#endif
