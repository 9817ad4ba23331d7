// A snapshot text file from a folder `verify` reads, parsed and written back.
// Checked by SnapshotFuzzing.text (Tests/FuzzRegressionTests/Entries), as `swift test` checks each kept input.
// libfuzzer: -max_len=16384 -dict=Fuzz/Dictionaries/snapshot-text.dict
// entry: SnapshotFuzzing.swift
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let broken = SnapshotFuzzing.text(Data(bytes: bytes, count: size)) { fatalError(broken) }
    return 0
}
