#ifndef WIDGET_TUI_BUILD_INFO_H
#define WIDGET_TUI_BUILD_INFO_H

/// The commit widget-tui was built from, or NULL. Swift cannot take a string from the build's
/// command line, C can: scripts/build-release passes -Xcc -DWIDGET_TUI_COMMIT="\"<commit>\"".
const char *widget_tui_build_commit(void);

#endif
