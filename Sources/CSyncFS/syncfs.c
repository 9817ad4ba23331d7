#define _GNU_SOURCE
#include <unistd.h>
#include "CSyncFS.h"

int wt_syncfs(int descriptor) {
#if defined(__linux__)
    return syncfs(descriptor);
#else
    (void)descriptor;
    sync();
    return 0;
#endif
}
