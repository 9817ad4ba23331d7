// ncursesw for Swift. SwiftPM drops pkg-config's defines, so wide-character
// declarations (cchar_t, setcchar, wadd_wch) need NCURSES_WIDECHAR here.
// Swift 6 rejects mutable C globals (stdscr, COLORS, COLOR_PAIRS) and cannot
// import function-like macros, so they are reached through these accessors.
#ifndef WIDGET_TUI_CCURSES_SHIM_H
#define WIDGET_TUI_CCURSES_SHIM_H

#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <langinfo.h>
#include <ncursesw/curses.h>

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

#endif
