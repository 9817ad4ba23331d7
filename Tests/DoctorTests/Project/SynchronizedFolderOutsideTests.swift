import Foundation
import ProjectFixtures
import Testing
@testable import XcodeProject
@testable import Doctor

/// A synchronized folder (Xcode 16) a target compiles may lie above the project's folder, inside
/// the repository: an Expo app prebuilt with `@bacons/apple-targets` keeps its widget in
/// `../targets/widget` (ccnubox_rn, an unseen project). Its files are the target's code: read
/// for groups, kinds and views, as a local package's folder above the project is.
@Suite("synchronized folders above the project")
struct SynchronizedFolderOutsideTests {
    @Test("The widget's folder at ../targets/NotesWidget is read: its kind, its group, its reads")
    func widgetFolderAboveTheProject() throws {
        let scratch = try ProjectFixture.copy("NativeNotes")
        let repository = scratch.path("NativeNotes")
        try FileManager.default.createDirectory(at: repository.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let ios = repository.appendingPathComponent("ios")
        try FileManager.default.createDirectory(at: ios, withIntermediateDirectories: true)
        for name in ["NativeNotes.xcodeproj", "NativeNotes", "Config", "NotificationService", ".gitignore"] {
            try FileManager.default.moveItem(at: repository.appendingPathComponent(name), to: ios.appendingPathComponent(name))
        }
        try FileManager.default.createDirectory(at: repository.appendingPathComponent("targets"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: repository.appendingPathComponent("NotesWidget"), to: repository.appendingPathComponent("targets/NotesWidget"))
        let pbxproj = "NativeNotes/ios/NativeNotes.xcodeproj/project.pbxproj"
        let text = try String(contentsOf: scratch.path(pbxproj), encoding: .utf8)
            .replacingOccurrences(of: "path = NotesWidget;", with: "path = ../targets/NotesWidget;")
            .replacingOccurrences(of: "= NotesWidget/", with: "= ../targets/NotesWidget/")
        try scratch.write(pbxproj, text)
        let report = try ProjectDoctor.examine(ios)
        #expect(report.code.contains { $0.kind == .widgetKind && $0.value == "NotesWidget" && $0.file == "../targets/NotesWidget/NotesWidget.swift" })
        #expect(report.code.contains { $0.kind == .group && $0.file == "../targets/NotesWidget/NotesWidget.swift" && $0.targets == ["NotesWidgetExtension"] })
        // Read as compiled code, not as a stray file or an untargeted widget.
        #expect(report.findings(WidgetNotBuilt.self).isEmpty)
    }
}
