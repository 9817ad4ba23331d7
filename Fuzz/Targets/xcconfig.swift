// An `.xcconfig` file: settings with conditions, includes, comments.
// Checked by ProjectFuzzing.xcconfig (Tests/FuzzRegressionTests/Entries), as `swift test` checks each kept input.
// libfuzzer: -max_len=8192 -dict=Fuzz/Dictionaries/xcconfig.dict
// entry: ProjectFuzzing.swift
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let broken = ProjectFuzzing.xcconfig(Data(bytes: bytes, count: size)) { fatalError(broken) }
    return 0
}
