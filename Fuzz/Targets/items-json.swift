// `items`: the JSON array of pets the app stores as Data (and `app update-items FILE` reads),
// parsed, decoded and re-encoded.
// Checked by GroupDataFuzzing.items (Tests/FuzzRegressionTests/Entries), as `swift test` checks each kept input.
// libfuzzer: -max_len=8192 -dict=Fuzz/Dictionaries/items-json.dict
// entry: GroupDataFuzzing.swift
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let broken = GroupDataFuzzing.items(Data(bytes: bytes, count: size)) { fatalError(broken) }
    return 0
}
