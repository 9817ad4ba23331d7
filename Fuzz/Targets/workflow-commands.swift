// Names from a pull request through the output every command's text passes, JSON documents or
// one reporter (check's and verify's CI forms; doctor's text, json, github, xcode, junit, sarif and
// summary), the one the input's first byte picks: the runner reads no workflow command but
// widget-tui's own annotations, and the summary makes no link or mention.
// Checked by WorkflowFuzzing.picked (Tests/FuzzRegressionTests/Entries); `swift test` checks each
// kept input through every way (WorkflowFuzzing.outputs).
// doctor's check descriptions, built once in statics with their examples' projects, are reported
// leaked by LeakSanitizer at exit (as code-scan's Regex literals are): not a leak a run makes, so
// leaks are not looked for here.
// libfuzzer: -max_len=1024 -dict=Fuzz/Dictionaries/workflow-commands.dict -detect_leaks=0
// asan: detect_leaks=0
// entry: WorkflowFuzzing.swift
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let broken = WorkflowFuzzing.picked(Data(bytes: bytes, count: size)) { fatalError(broken) }
    return 0
}
