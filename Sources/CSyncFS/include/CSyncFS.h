#ifndef CSYNCFS_H
#define CSYNCFS_H

/* syncfs(2) of the file system holding `descriptor`, for a folder of many new files made durable
   at once. Swift's Glibc module declares syncfs only under _GNU_SOURCE, which its headers were
   not built with, so the call lives in a C file that defines it; looking the symbol up with dlsym
   instead fails in the static release, which has no dynamic symbol table. Where the system has
   no syncfs (macOS), sync() of every file system, and 0. */
int wt_syncfs(int descriptor);

#endif
