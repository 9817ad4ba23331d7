// A `.gitignore` of the project matched against a path (doctor --project tells generated files the
// repository keeps out): bounded work however the patterns nest `**`. A run slower than 2 s or
// bigger than 512 MB is a finding (docs/limits.md).
// Checked by GitIgnoreFuzzing.match (Tests/FuzzRegressionTests/Entries), as `swift test` checks each kept input.
// libfuzzer: -max_len=8192 -dict=Fuzz/Dictionaries/gitignore.dict -timeout=2 -rss_limit_mb=512
// entry: GitIgnoreFuzzing.swift
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let broken = GitIgnoreFuzzing.match(Data(bytes: bytes, count: size)) { fatalError(broken) }
    return 0
}
