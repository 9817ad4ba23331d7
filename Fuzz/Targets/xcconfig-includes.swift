// A chain of `.xcconfig` includes in a scratch project beside a link out and a secret outside it:
// nothing outside the project is read. Checked by IncludeFuzzing.includes (Tests/FuzzRegressionTests/Entries).
// libfuzzer: -max_len=4096 -dict=Fuzz/Dictionaries/xcconfig.dict
// entry: IncludeFuzzing.swift
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let broken = IncludeFuzzing.includes(Data(bytes: bytes, count: size)) { fatalError(broken) }
    return 0
}
