// A Dart or Swift source file of the app, scanned for groups, widget kinds and reloads.
// Checked by ProjectFuzzing.codeScan (Tests/FuzzRegressionTests/Entries), as `swift test` checks each kept input.
// A run slower than 2 s or bigger than 512 MB is a finding: a slow input (docs/limits.md).
// The Dart scanner's Regex literals, built once in statics, are reported leaked by LeakSanitizer
// at exit (their syntax trees' boxes): not a leak a run makes, so leaks are not looked for here.
// libfuzzer: -max_len=16384 -dict=Fuzz/Dictionaries/code-scan.dict -timeout=2 -rss_limit_mb=512 -detect_leaks=0
// asan: detect_leaks=0
// entry: ProjectFuzzing.swift
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let broken = ProjectFuzzing.codeScan(Data(bytes: bytes, count: size)) { fatalError(broken) }
    return 0
}
