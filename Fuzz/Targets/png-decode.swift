// PNG files through libpng: sprite sheet images and the images home_widget leaves in a container.
// Checked by ImageFuzzing.png (Tests/FuzzRegressionTests/Entries), as `swift test` checks each kept input.
// libfuzzer: -max_len=65536 -dict=Fuzz/Dictionaries/png.dict
// entry: ImageFuzzing.swift
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let broken = ImageFuzzing.png(Data(bytes: bytes, count: size)) { fatalError(broken) }
    return 0
}
