// The size `doctor` reads from a PNG or JPEG header without decoding it, checked against libpng.
// Checked by ImageFuzzing.header (Tests/FuzzRegressionTests/Entries), as `swift test` checks each kept input.
// libfuzzer: -max_len=65536 -dict=Fuzz/Dictionaries/image-header.dict
// entry: ImageFuzzing.swift
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let broken = ImageFuzzing.header(Data(bytes: bytes, count: size)) { fatalError(broken) }
    return 0
}
