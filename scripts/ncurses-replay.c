/* The bench's reference for the bytes of a scrub step (scripts/bench.py, scrub row): the screens
 * the preview showed, drawn again by ncurses as a plain ncurses program would draw them, in a tmux
 * pane like the preview's, whose bytes the bench counts the same way.
 *
 * Input (the bench writes it from tmux's capture-pane): each screen as LINES x COLS lines, one a
 * cell, row by row:
 *     CODEPOINT ATTRIBUTES FOREGROUND BACKGROUND
 * the character as a Unicode code point, attributes as a sum of 1 bold, 2 dim, 4 italic,
 * 8 underline, 16 blink, 32 reverse, 64 invisible, and the colours as xterm's 256 (-1: the
 * terminal's default). The bench has already given each cell of the widget's pixels the plain
 * half-block look: U+2580 with the top pixel's colour as foreground and the bottom's as
 * background, a space when both match.
 *
 * The first screen is drawn at once, each next one when a key comes: put into stdscr whole, then
 * refresh() sends what changed since the last, as any ncurses program's refresh does. After the
 * last screen, a key ends the program. After each,
 * the line `screen N` is appended to TRACE, so the bench knows the screen is out. Typeahead is
 * off, so a refresh is never cut short, and the bytes depend on the screens alone.
 *
 * Usage: ncurses-replay SCREENS TRACE   (in a terminal of the screens' size)
 * Built by the bench: cc -O2 -o ncurses-replay ncurses-replay.c $(pkg-config --cflags --libs ncursesw)
 */
#define _XOPEN_SOURCE_EXTENDED 1
#include <curses.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <wchar.h>

static int fail(const char *message) {
    endwin();
    fprintf(stderr, "ncurses-replay: %s\n", message);
    return 1;
}

/* Reads the next screen into stdscr: 1 when one was read, 0 at the end of the input, -1 when a
 * screen is cut short or a cell is not understood. */
static int read_screen(FILE *screens) {
    static const attr_t attributes[] = {A_BOLD, A_DIM, A_ITALIC, A_UNDERLINE, A_BLINK, A_REVERSE, A_INVIS};
    for (int y = 0; y < LINES; y++) {
        for (int x = 0; x < COLS; x++) {
            unsigned codepoint;
            int flags, foreground, background;
            int fields = fscanf(screens, "%u %d %d %d", &codepoint, &flags, &foreground, &background);
            if (fields == EOF && y == 0 && x == 0) return 0;
            if (fields != 4) return -1;
            attr_t attribute = A_NORMAL;
            for (int i = 0; i < 7; i++) if (flags & (1 << i)) attribute |= attributes[i];
            int pair = alloc_pair(foreground, background);
            if (pair < 0) return -1;
            wchar_t text[2] = {(wchar_t)codepoint, 0};
            cchar_t cell;
            /* The pair through `opts` too, for numbers past a short. */
            if (setcchar(&cell, text, attribute, (short)(pair > 32767 ? 0 : pair), &pair) != OK) return -1;
            /* The bottom right cell returns ERR (the cursor cannot move past it) but is set. */
            mvwadd_wch(stdscr, y, x, &cell);
        }
    }
    return 1;
}

int main(int argc, char **argv) {
    if (argc != 3) return fail("usage: ncurses-replay SCREENS TRACE");
    setlocale(LC_ALL, "");
    FILE *screens = fopen(argv[1], "r");
    FILE *trace = fopen(argv[2], "a");
    if (!screens || !trace) return fail("cannot open the screens or the trace");
    initscr();
    cbreak();
    noecho();
    typeahead(-1);
    curs_set(0);
    start_color();
    use_default_colors();
    for (int n = 0;; n++) {
        /* Before the screen is read: getch() refreshes stdscr itself. */
        if (n > 0) getch();
        int read = read_screen(screens);
        if (read < 0) return fail("a screen cut short, or a cell ncurses refuses");
        if (read == 0) break;
        refresh();
        fprintf(trace, "screen %d\n", n);
        fflush(trace);
    }
    endwin();
    return 0;
}
