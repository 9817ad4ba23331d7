// A snapshot folder's index.json, decoded, checked, turned into render options and re-encoded.
// Checked by SnapshotFuzzing.index (Tests/FuzzRegressionTests/Entries), as `swift test` checks each kept input.
// libfuzzer: -max_len=16384 -dict=Fuzz/Dictionaries/snapshot-index.dict
// entry: SnapshotFuzzing.swift
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let broken = SnapshotFuzzing.index(Data(bytes: bytes, count: size)) { fatalError(broken) }
    return 0
}
