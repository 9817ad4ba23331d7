// What widget-tui reads from a suite (any format) it writes back unchanged: a property that
// stops the target, as a crash does, when it breaks.
// Checked by PropertyListFuzzing.roundTrip (Tests/FuzzRegressionTests/Entries), as `swift test` checks each kept input.
// libfuzzer: -max_len=16384 -dict=Fuzz/Dictionaries/binary-plist.dict
// entry: PropertyListFuzzing.swift
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let broken = PropertyListFuzzing.roundTrip(Data(bytes: bytes, count: size)) { fatalError(broken) }
    return 0
}
