// The old ASCII (OpenStep) property-list format: project.pbxproj, and entitlements or settings
// written in it, which CoreFoundation still reads.
// Checked by PropertyListFuzzing.openStep (Tests/FuzzRegressionTests/Entries), as `swift test` checks each kept input.
// libfuzzer: -max_len=16384 -dict=Fuzz/Dictionaries/openstep-plist.dict
// entry: PropertyListFuzzing.swift
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let broken = PropertyListFuzzing.openStep(Data(bytes: bytes, count: size)) { fatalError(broken) }
    return 0
}
