// An Xcode `project.pbxproj` read into targets, configurations, settings and file references.
// A run slower than 2 s or bigger than 512 MB is a finding: a slow input (docs/limits.md).
// Checked by ProjectFuzzing.pbxproj (Tests/FuzzRegressionTests/Entries), as `swift test` checks each kept input.
// libfuzzer: -max_len=32768 -dict=Fuzz/Dictionaries/pbxproj.dict -timeout=2 -rss_limit_mb=512
// entry: ProjectFuzzing.swift
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let broken = ProjectFuzzing.pbxproj(Data(bytes: bytes, count: size)) { fatalError(broken) }
    return 0
}
