// A path or file: URL a suite stores for a shared file, mapped to names inside the container.
// Checked by GroupDataFuzzing.storedPath (Tests/FuzzRegressionTests/Entries), as `swift test` checks each kept input.
// libfuzzer: -max_len=1024 -dict=Fuzz/Dictionaries/stored-path.dict
// entry: GroupDataFuzzing.swift
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let broken = GroupDataFuzzing.storedPath(Data(bytes: bytes, count: size)) { fatalError(broken) }
    return 0
}
