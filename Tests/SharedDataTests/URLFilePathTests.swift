import Foundation
import Testing
@testable import SharedData

/// `filePath` and `lastFilePathComponent` skip Foundation's decoding only where it would change
/// nothing: for every kind of file URL the tool makes, they must be `path` and `lastPathComponent`.
@Suite("File paths of URLs")
struct URLFilePathTests {
    static let paths = [
        "/", "/tmp", "/tmp/", "/tmp//", "//tmp", "/a b/c d", "/caf\u{E9}/\u{65E5}\u{672C}/\u{1F436}", "/100%/x", "/a%20b",
        "/a%2Fb/c", "/x/%00/y", "/semi;colon/q?uery/h#ash", "/tab\there", "/new\nline", "/back\\slash", "/..", "/a/./b/../c",
        "relative/path", "relative/", ".", "~", "/trailing/dots..", "/UUID-4E5A/Library/Preferences/group.plist",
    ]

    static var urls: [URL] {
        paths.flatMap { path in
            [URL(fileURLWithPath: path), URL(fileURLWithPath: path, isDirectory: true), URL(fileURLWithPath: path, isDirectory: false),
             URL(fileURLWithPath: "/root").appendingPathComponent(path, isDirectory: true),
             URL(fileURLWithPath: "/root dir", isDirectory: true).appendingPathComponent(path, isDirectory: false)]
        } + ["file:///a%ZZ/b", "file:///a%C3/b", "file:///a%C3%A9/%E6%97%A5", "file:///x/y/", "file:///", "https://example.com/a/b"]
            .compactMap { URL(string: $0) }
    }

    @Test("filePath is path, lastFilePathComponent is lastPathComponent")
    func sameAsFoundation() {
        for url in Self.urls {
            #expect(url.filePath == url.path, "\(url.absoluteString)")
            #expect(url.lastFilePathComponent == url.lastPathComponent, "\(url.absoluteString)")
        }
    }
}
