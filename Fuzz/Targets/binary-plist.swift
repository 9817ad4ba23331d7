// Binary property lists (bplist00): a group's suite as iOS, an app or Python's plistlib wrote it, a
// simulator's device.plist, container metadata.
// Checked by PropertyListFuzzing.binary (Tests/FuzzRegressionTests/Entries), as `swift test` checks each kept input.
// libfuzzer: -max_len=16384 -dict=Fuzz/Dictionaries/binary-plist.dict
// entry: PropertyListFuzzing.swift
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let broken = PropertyListFuzzing.binary(Data(bytes: bytes, count: size)) { fatalError(broken) }
    return 0
}
