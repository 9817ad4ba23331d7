// A source file scanned for the keys of the group's suite: as the widget's Swift (reads, writes,
// what a read gives for an absent key) and as the app's Kotlin and C# (their NSUserDefaults setters).
// Checked by ProjectFuzzing.keyScan (Tests/FuzzRegressionTests/Entries), as `swift test` checks each kept input.
// A run slower than 2 s or bigger than 512 MB is a finding: a slow input (docs/limits.md).
// Its Regex literals, built once in statics, are reported leaked by LeakSanitizer at exit, as
// code-scan's are: not a leak a run makes.
// libfuzzer: -max_len=16384 -dict=Fuzz/Dictionaries/key-scan.dict -timeout=2 -rss_limit_mb=512 -detect_leaks=0
// asan: detect_leaks=0
// entry: ProjectFuzzing.swift
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let broken = ProjectFuzzing.keyScan(Data(bytes: bytes, count: size)) { fatalError(broken) }
    return 0
}
