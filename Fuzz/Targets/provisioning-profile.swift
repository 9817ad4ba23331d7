// A `.mobileprovision` or `.provisionprofile`: CMS signed data around an XML property list.
// Checked by ProjectFuzzing.provisioningProfile (Tests/FuzzRegressionTests/Entries), as `swift test` checks each kept input.
// libfuzzer: -max_len=16384 -dict=Fuzz/Dictionaries/xml-plist.dict
// entry: ProjectFuzzing.swift
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let broken = ProjectFuzzing.provisioningProfile(Data(bytes: bytes, count: size)) { fatalError(broken) }
    return 0
}
