// A sprite sheet's Aseprite JSON, cut from the bundled pets.png, validated and drawn.
// Checked by SpriteFuzzing.json (Tests/FuzzRegressionTests/Entries), as `swift test` checks each kept input.
// libfuzzer: -max_len=16384 -dict=Fuzz/Dictionaries/sprite-json.dict
// entry: SpriteFuzzing.swift
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let broken = SpriteFuzzing.json(Data(bytes: bytes, count: size)) { fatalError(broken) }
    return 0
}
