// A Swift source file of the app or its widget, scanned alone for suites, containers, widget kinds
// and reloads (code-scan scans each input as Dart too).
// A run slower than 2 s or bigger than 512 MB is a finding: a slow input (docs/limits.md).
// Checked by ProjectFuzzing.swiftScan (Tests/FuzzRegressionTests/Entries), as `swift test` checks each kept input.
// Its Regex literals, built once in statics, are reported leaked by LeakSanitizer at exit, as
// code-scan's are: not a leak a run makes.
// libfuzzer: -max_len=16384 -dict=Fuzz/Dictionaries/code-scan.dict -timeout=2 -rss_limit_mb=512 -detect_leaks=0
// asan: detect_leaks=0
// entry: ProjectFuzzing.swift
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let broken = ProjectFuzzing.swiftScan(Data(bytes: bytes, count: size)) { fatalError(broken) }
    return 0
}
