// The reload record in a container's Library/Caches/widget-tui, which any process can write.
// Checked by GroupDataFuzzing.reloadLog (Tests/FuzzRegressionTests/Entries), as `swift test` checks each kept input.
// libfuzzer: -max_len=8192 -dict=Fuzz/Dictionaries/reload-log.dict
// entry: GroupDataFuzzing.swift
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let broken = GroupDataFuzzing.reloadLog(Data(bytes: bytes, count: size)) { fatalError(broken) }
    return 0
}
