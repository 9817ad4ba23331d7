// What every module's files open with, in one place: `import Essentials` brings FoundationEssentials
// where it is a module of its own (Linux, and toolchains that ship swift-foundation), and Foundation
// where it is not. The whole of Foundation would load itself and ICU at every start on Linux
// (docs/performance.md#the-foundation-rule), so scripts/check-foundation-imports.py allows it only as this
// fallback. A file that needs more (FoundationInternationalization's formatters) says so itself.
#if canImport(FoundationEssentials)
@_exported import FoundationEssentials
#else
@_exported import Foundation
#endif
