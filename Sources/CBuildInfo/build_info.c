#include "CBuildInfo.h"

const char *widget_tui_build_commit(void) {
#ifdef WIDGET_TUI_COMMIT
    return WIDGET_TUI_COMMIT;
#else
    return 0;
#endif
}
