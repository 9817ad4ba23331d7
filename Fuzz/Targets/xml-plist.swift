// XML property lists (UTF-8, or UTF-16 with a byte-order mark): suites, entitlements, Info.plist
// and device.plist as Xcode and CoreFoundation write them.
// Checked by PropertyListFuzzing.xml (Tests/FuzzRegressionTests/Entries), as `swift test` checks each kept input.
// libfuzzer: -max_len=16384 -dict=Fuzz/Dictionaries/xml-plist.dict
// entry: PropertyListFuzzing.swift
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let broken = PropertyListFuzzing.xml(Data(bytes: bytes, count: size)) { fatalError(broken) }
    return 0
}
