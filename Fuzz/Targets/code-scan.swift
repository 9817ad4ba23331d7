// A Dart or Swift source file of the app, scanned for groups, widget kinds and reloads.
// Checked by ProjectFuzzing.codeScan (Tests/FuzzRegressionTests/Entries), as `swift test` checks each kept input.
// libfuzzer: -max_len=16384 -dict=Fuzz/Dictionaries/code-scan.dict
// entry: ProjectFuzzing.swift
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let broken = ProjectFuzzing.codeScan(Data(bytes: bytes, count: size)) { fatalError(broken) }
    return 0
}
