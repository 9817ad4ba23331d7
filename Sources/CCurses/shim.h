// ncursesw for Swift. SwiftPM drops pkg-config's defines, so wide-character
// declarations (cchar_t, setcchar, wadd_wch) need NCURSES_WIDECHAR here.
// Debian installs the wide library's header as <ncursesw/curses.h>; Homebrew's keg-only ncurses
// (found through PKG_CONFIG_PATH) has <curses.h>, wide with NCURSES_WIDECHAR. macOS's own
// ncurses 5.7 lacks alloc_pair, so on a Mac the Homebrew one must come first on the path.
// Swift 6 rejects mutable C globals (stdscr, COLORS, COLOR_PAIRS, stdout) and cannot
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
#include <signal.h>
#include <stdio.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <wchar.h>
#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#else
#include <curses.h>
#endif

static inline WINDOW *wt_stdscr(void) { return stdscr; }
static inline int wt_colors(void) { return COLORS; }
static inline int wt_color_pairs(void) { return COLOR_PAIRS; }
static inline int wt_lines(void) { return LINES; }
static inline int wt_cols(void) { return COLS; }
static inline int wt_maxy(void) { int y, x; getmaxyx(stdscr, y, x); (void)x; return y; }
static inline int wt_maxx(void) { int y, x; getmaxyx(stdscr, y, x); (void)y; return x; }
static inline attr_t wt_a_normal(void) { return A_NORMAL; }
static inline attr_t wt_a_bold(void) { return A_BOLD; }
static inline attr_t wt_a_reverse(void) { return A_REVERSE; }
static inline attr_t wt_a_dim(void) { return A_DIM; }
static inline int wt_key_resize(void) { return KEY_RESIZE; }
static inline int wt_key_f(int n) { return KEY_F(n); }
static inline const char *wt_codeset(void) { return nl_langinfo(CODESET); }

/* A screen on the process's standard streams; unlike initscr it returns NULL instead of exiting. */
static inline SCREEN *wt_newterm(void) { return newterm(NULL, stdout, stdin); }

/* Draws one cell. The pair goes through setcchar's opts pointer, ncurses' way to pass
   extended pairs above 32767. */
static inline int wt_put_cell(WINDOW *win, int y, int x, wchar_t ch, attr_t attrs, int pair) {
    cchar_t cell;
    wchar_t text[2] = { ch, L'\0' };
    if (setcchar(&cell, text, attrs, 0, &pair) == ERR) return ERR;
    return mvwadd_wch(win, y, x, &cell);
}

/* Columns a character takes in the current locale; glibc declares it only under _XOPEN_SOURCE. */
extern int wcwidth(wchar_t c);
static inline int wt_wcwidth(wchar_t c) { return wcwidth(c); }

/* The terminal's size from the kernel, for resizeterm after SIGWINCH. */
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

#endif
