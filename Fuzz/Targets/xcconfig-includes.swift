// A chain of `.xcconfig` includes in a scratch project beside a link out and a secret outside it:
// nothing outside the project is read. Checked by IncludeFuzzing.includes (Tests/FuzzRegressionTests/Entries).
// A run slower than 2 s or bigger than 512 MB is a finding: a slow input (docs/limits.md).
// libfuzzer: -max_len=4096 -dict=Fuzz/Dictionaries/xcconfig.dict -timeout=2 -rss_limit_mb=512
// entry: IncludeFuzzing.swift
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let broken = IncludeFuzzing.includes(Data(bytes: bytes, count: size)) { fatalError(broken) }
    return 0
}
