// A target's `.entitlements` file, as `doctor --entitlements FILE` and the project reader read it.
// Checked by PropertyListFuzzing.entitlements (Tests/FuzzRegressionTests/Entries), as `swift test` checks each kept input.
// libfuzzer: -max_len=8192 -dict=Fuzz/Dictionaries/xml-plist.dict
// entry: PropertyListFuzzing.swift
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let broken = PropertyListFuzzing.entitlements(Data(bytes: bytes, count: size)) { fatalError(broken) }
    return 0
}
